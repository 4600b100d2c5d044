import { Chip, Stack, TextField } from '@mui/material';
import { parseMarks } from './legal-marks';
import { useCardsText } from './use-cards-text';

/** Standard's legal regulation marks as text ('G, H, I'), with the marks read shown as chips. */
export function MarksField({
  id,
  value,
  error,
  busy,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  busy: boolean;
  onChange: (value: string) => void;
}) {
  const t = useCardsText();
  const { marks } = parseMarks(value);
  return (
    <Stack spacing={1}>
      <TextField
        id={id}
        label={t('formats.marks')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? t('formats.marksHelp')}
        autoComplete="off"
        slotProps={{ htmlInput: { readOnly: busy, spellCheck: false, autoCapitalize: 'characters' } }}
        sx={{ maxWidth: 360 }}
      />
      {/* The field says it all to a screen reader; the chips only show sighted users what was read. */}
      <Stack direction="row" aria-hidden="true" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {marks.map((mark) => (
          <Chip key={mark} label={mark} size="small" color="primary" variant="outlined" />
        ))}
      </Stack>
    </Stack>
  );
}
