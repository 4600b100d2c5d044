import { useId } from 'react';
import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';

/**
 * A list filter of the public pages as the browser's own select, in the outlined field: a phone opens its native
 * picker, and the page loads no menu code for it (MUI's Select brings Menu, Popover, Modal and the transitions,
 * ten chunks that a pre-rendered page ran before it could take input).
 */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  minWidth = 180,
}: {
  label: string;
  value: T;
  /** Each option's value and the words it shows, in order. */
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
  minWidth?: number;
}) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth }}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <NativeSelect
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        input={<OutlinedInput label={label} />}
        inputProps={{ id }}
      >
        {options.map(([option, words]) => (
          <option key={option} value={option}>
            {words}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
