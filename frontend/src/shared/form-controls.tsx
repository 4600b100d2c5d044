import { useId } from 'react';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
} from '@mui/material';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/** A react-hook-form field by its form and name, as `textFieldProps` takes it (shared/form-field.ts). */
interface BoundField<T extends FieldValues, TOut extends FieldValues> {
  form: UseFormReturn<T, unknown, TOut>;
  name: Path<T>;
  label: string;
}

/** A labelled select of fixed choices (a card's condition, its language), keyed by value. */
export function EnumSelect<T extends FieldValues, TOut extends FieldValues = T>({
  form,
  name,
  label,
  labels,
  required = false,
}: BoundField<T, TOut> & { labels: Readonly<Record<string, string>>; required?: boolean }) {
  const id = useId();
  const { field } = useController({ control: form.control, name });
  return (
    <FormControl fullWidth required={required}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select labelId={`${id}-label`} label={label} value={field.value} onChange={field.onChange}>
        {Object.entries(labels).map(([value, text]) => (
          <MenuItem key={value} value={value}>
            {text}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** A labelled group of radio buttons, one per choice, keyed by value. */
export function RadioChoice<T extends FieldValues, TOut extends FieldValues = T>({
  form,
  name,
  label,
  choices,
  row = false,
}: BoundField<T, TOut> & { choices: Readonly<Record<string, string>>; row?: boolean }) {
  const id = useId();
  const { field } = useController({ control: form.control, name });
  return (
    <div>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup row={row} aria-labelledby={id} value={field.value} onChange={field.onChange}>
        {Object.entries(choices).map(([value, text]) => (
          <FormControlLabel key={value} value={value} control={<Radio />} label={text} />
        ))}
      </RadioGroup>
    </div>
  );
}

/** A checkbox with its label, for a boolean field. */
export function CheckboxField<T extends FieldValues, TOut extends FieldValues = T>({
  form,
  name,
  label,
}: BoundField<T, TOut>) {
  const { field } = useController({ control: form.control, name });
  return (
    <FormControlLabel
      control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
      label={label}
    />
  );
}
