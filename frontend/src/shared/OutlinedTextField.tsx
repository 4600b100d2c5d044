import { useId, type FocusEventHandler, type ChangeEventHandler, type ReactNode, type Ref } from 'react';
import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type SxProps,
  type Theme,
} from '@mui/material';

export interface OutlinedTextFieldProps {
  readonly label: ReactNode;
  readonly name?: string;
  readonly id?: string;
  readonly type?: string;
  readonly value?: string;
  readonly autoComplete?: string;
  readonly placeholder?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly error?: boolean;
  readonly helperText?: ReactNode;
  readonly multiline?: boolean;
  readonly minRows?: number;
  readonly size?: 'small' | 'medium';
  readonly sx?: SxProps<Theme>;
  readonly inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  readonly onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  readonly onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  readonly slotProps?: {
    readonly input?: { readonly startAdornment?: ReactNode; readonly endAdornment?: ReactNode };
    readonly htmlInput?: Record<string, unknown>;
  };
}

/**
 * MUI's outlined TextField, full width, as the forms of the pre-rendered pages use it: the same markup, label,
 * helper text and ARIA wiring, from the parts TextField itself is made of. TextField also imports Select, and
 * with it Menu, Popover, Modal and transitions, which a sign-in or contact form never shows: those chunks were
 * loaded and run before the page could take input.
 */
export function OutlinedTextField({
  label,
  id: idOverride,
  required = false,
  disabled = false,
  error = false,
  helperText,
  size,
  sx,
  slotProps,
  ...input
}: OutlinedTextFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      className="MuiTextField-root"
      fullWidth
      required={required}
      disabled={disabled}
      error={error}
      size={size}
      sx={sx}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        aria-describedby={helperTextId}
        startAdornment={slotProps?.input?.startAdornment}
        endAdornment={slotProps?.input?.endAdornment}
        inputProps={slotProps?.htmlInput}
      />
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
