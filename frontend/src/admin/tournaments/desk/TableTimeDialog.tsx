import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { MAX_EXTENSION_MINUTES } from '@club/rules';
import { useTranslate } from 'react-admin';
import type { DeskTable } from './desk-names';

const MINUTES = /^-?\d{1,2}$/;

/** Asks how many minutes one table gets (a deck check, a judge call); below zero takes extra time back. */
export function TableTimeDialog({
  match,
  onGive,
  onClose,
}: {
  match: DeskTable | null;
  onGive: (match: DeskTable, minutes: number) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`club.tournaments.clock.${key}`, args);
  const [text, setText] = useState('3');
  const [touched, setTouched] = useState(false);
  const minutes = MINUTES.test(text.trim()) ? Number(text.trim()) : NaN;
  const valid = Number.isInteger(minutes) && minutes !== 0 && Math.abs(minutes) <= MAX_EXTENSION_MINUTES;
  const table = match?.table ?? '';
  return (
    <Dialog
      open={match !== null}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="table-time-title"
      aria-describedby="table-time-help"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (match && valid) onGive(match, minutes);
        }}
      >
        <DialogTitle id="table-time-title">{t('tableTitle', { table })}</DialogTitle>
        <DialogContent>
          <DialogContentText id="table-time-help" sx={{ mb: 2 }}>
            {t('tableHelp')}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={t('minutes')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && !valid}
            helperText={touched && !valid ? t('minutesInvalid') : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('give')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
