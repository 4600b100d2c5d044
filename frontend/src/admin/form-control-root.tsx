import { forwardRef, type HTMLAttributes } from 'react';

type LegacyInputProps = { InputProps?: unknown; inputProps?: unknown };

/**
 * The root element of every MUI FormControl in the admin app (set in the theme): a div that drops
 * `InputProps` and `inputProps`. react-admin 5.15's inputs (TextInput, SelectInput, NumberInput,
 * PasswordInput, SearchInput…) still pass these MUI 5 props beside `slotProps`; MUI 9's TextField no
 * longer knows them and hands them on to this element, where React would warn about unknown DOM
 * props. What they carry already reaches the input through `slotProps`.
 */
export const FormControlRoot = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement> & LegacyInputProps>(
  function FormControlRoot({ InputProps: _InputProps, inputProps: _inputProps, ...props }, ref) {
    return <div ref={ref} {...props} />;
  },
);
