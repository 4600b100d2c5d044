import { useId } from 'react';
import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';

/** A labelled select of fixed choices (condition, language) for the trade forms. */
export function EnumSelect<T extends string>({
  label,
  value,
  onChange,
  labels,
  required = false,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  labels: Record<T, string>;
  required?: boolean;
}) {
  const id = useId();
  return (
    <FormControl fullWidth required={required}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {(Object.keys(labels) as T[]).map((key) => (
          <MenuItem key={key} value={key}>
            {labels[key]}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
