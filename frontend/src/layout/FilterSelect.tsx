import { useId } from 'react';
import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';

export type FilterOption<T extends string> = readonly [value: T, words: string];

/** A filter's options: everything first ('All Events'), then each value with its label, in order. */
export function optionsWithAll<T extends string>(
  allWords: string,
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): readonly FilterOption<T | 'ALL'>[] {
  return [['ALL', allWords], ...values.map((value) => [value, labels[value]] as const)];
}

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
  options: readonly FilterOption<T>[];
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
