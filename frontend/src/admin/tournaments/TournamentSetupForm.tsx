import { Box, Button, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import {
  ROUND_MINUTES_RANGE,
  setupSchema,
  type SetupFields,
  type SetupValues,
} from './tournament-setup-schema';

/**
 * A tournament's settings (spec of issue 13 'Set up'): format, best-of, round length, divisions apart or
 * together, top cut, deck-list deadline in UK time. `onSave` throws to keep what was typed (its caller
 * says why); `disabled` once round 1 is paired.
 */
export function TournamentSetupForm({
  initial,
  submitLabel,
  disabled = false,
  onSave,
}: {
  initial: SetupFields;
  submitLabel: string;
  disabled?: boolean;
  onSave: (values: SetupValues) => Promise<void>;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`club.tournaments.settings.${key}`);
  const form = useForm<SetupFields, unknown, SetupValues>({
    resolver: zodResolver(setupSchema),
    defaultValues: initial,
  });
  const errors = form.formState.errors;
  const message = (error: FieldError | undefined) =>
    error?.message ? translate(error.message, ROUND_MINUTES_RANGE) : undefined;
  const submitting = form.formState.isSubmitting;

  async function onValid(values: SetupValues) {
    try {
      await onSave(values);
    } catch {
      // The caller has said why; the form keeps what was typed.
    }
  }

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onValid)} aria-busy={submitting}>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <Controller
          control={form.control}
          name="format"
          render={({ field }) => (
            <TextField select label={t('format')} disabled={disabled} {...field}>
              <MenuItem value="standard">Standard</MenuItem>
              <MenuItem value="expanded">Expanded</MenuItem>
            </TextField>
          )}
        />
        <Controller
          control={form.control}
          name="bestOf"
          render={({ field }) => (
            <TextField select label={t('bestOf')} disabled={disabled} {...field}>
              <MenuItem value="1">{t('bestOfOne')}</MenuItem>
              <MenuItem value="3">{t('bestOfThree')}</MenuItem>
            </TextField>
          )}
        />
        <TextField
          label={t('roundMinutes')}
          type="number"
          disabled={disabled}
          {...form.register('roundMinutes')}
          error={Boolean(errors.roundMinutes)}
          helperText={message(errors.roundMinutes)}
          slotProps={{
            htmlInput: { min: ROUND_MINUTES_RANGE.min, max: ROUND_MINUTES_RANGE.max, step: 5 },
          }}
        />
        <Controller
          control={form.control}
          name="divisionsApart"
          render={({ field }) => (
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    disabled={disabled}
                    slotProps={{ input: { 'aria-describedby': 'divisions-apart-help' } }}
                  />
                }
                label={t('divisionsApart')}
              />
              <Box id="divisions-apart-help" sx={{ color: 'text.secondary', fontSize: '0.85rem', ml: 6 }}>
                {t('divisionsApartHelp')}
              </Box>
            </Box>
          )}
        />
        <Controller
          control={form.control}
          name="topCut"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  disabled={disabled}
                />
              }
              label={t('topCut')}
            />
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={t('deadlineDay')}
            type="date"
            disabled={disabled}
            {...form.register('deadlineDay')}
            error={Boolean(errors.deadlineDay)}
            helperText={message(errors.deadlineDay)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t('deadlineTime')}
            type="time"
            disabled={disabled}
            {...form.register('deadlineTime')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        {disabled ? null : (
          <Box>
            <Button type="submit" variant="contained" disabled={submitting}>
              {submitLabel}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
