import { Stack, TextField } from '@mui/material';
import { useCardsText } from './use-cards-text';

/** Expanded's first series and first release date. */
export function ExpandedFields({
  idPrefix,
  series,
  date,
  errors,
  busy,
  onChange,
}: {
  idPrefix: string;
  series: string;
  date: string;
  errors: { firstSeries?: string; firstSetReleaseDate?: string };
  busy: boolean;
  onChange: (change: { firstSeries?: string; firstSetReleaseDate?: string }) => void;
}) {
  const t = useCardsText();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <TextField
        id={`${idPrefix}-first-series`}
        label={t('formats.firstSeries')}
        value={series}
        onChange={(event) => onChange({ firstSeries: event.target.value })}
        error={Boolean(errors.firstSeries)}
        helperText={errors.firstSeries ?? t('formats.firstSeriesHelp')}
        autoComplete="off"
        slotProps={{ htmlInput: { readOnly: busy, maxLength: 100 } }}
        sx={{ flex: 1 }}
      />
      <TextField
        id={`${idPrefix}-first-release-date`}
        label={t('formats.firstReleaseDate')}
        value={date}
        placeholder="YYYY-MM-DD"
        onChange={(event) => onChange({ firstSetReleaseDate: event.target.value })}
        error={Boolean(errors.firstSetReleaseDate)}
        helperText={errors.firstSetReleaseDate ?? t('formats.firstReleaseDateHelp')}
        autoComplete="off"
        slotProps={{ htmlInput: { readOnly: busy, maxLength: 10 } }}
        sx={{ flex: 1 }}
      />
    </Stack>
  );
}
