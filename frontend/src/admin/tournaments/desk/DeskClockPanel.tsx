import { Button, Stack, Typography } from '@mui/material';
import type { ClockAction, RoundClockState } from '@club/rules';
import { useTranslate } from 'react-admin';
import { RoundClockFace } from '../../../shared/RoundClockFace';

/**
 * The round's clock at the desk: start it once players are seated, pause and restart it, give the whole round
 * more time or take it back. Each click is a queued desk action (docs/adr/0051), so the clock runs and changes
 * offline too, counted from the desk's reading of the server's clock.
 */
export function DeskClockPanel({
  clock,
  offsetMs,
  onAct,
}: {
  clock: RoundClockState;
  offsetMs: number;
  onAct: (action: ClockAction, success: string, args?: Record<string, unknown>) => void;
}) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`club.tournaments.clock.${key}`, args);
  const round = clock.round;
  const extend = (minutes: number) =>
    onAct({ kind: 'EXTEND_ROUND', round, minutes }, 'club.tournaments.clock.extended', {
      minutes: minutes > 0 ? `+${minutes}` : String(minutes),
    });
  return (
    <>
      <RoundClockFace clock={clock} offsetMs={offsetMs} label={t('label', { round })} />
      {clock.status === 'NOT_STARTED' ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('notStartedHint')}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        {clock.status === 'NOT_STARTED' ? (
          <Button
            variant="contained"
            onClick={() => onAct({ kind: 'START_CLOCK', round }, 'club.tournaments.clock.started')}
          >
            {t('start')}
          </Button>
        ) : null}
        {clock.status === 'RUNNING' ? (
          <Button
            variant="contained"
            onClick={() => onAct({ kind: 'PAUSE_CLOCK', round }, 'club.tournaments.clock.paused')}
          >
            {t('pause')}
          </Button>
        ) : null}
        {clock.status === 'PAUSED' ? (
          <Button
            variant="contained"
            onClick={() => onAct({ kind: 'RESUME_CLOCK', round }, 'club.tournaments.clock.resumed')}
          >
            {t('resume')}
          </Button>
        ) : null}
        <Button variant="outlined" onClick={() => extend(1)}>
          {t('plusOne')}
        </Button>
        <Button variant="outlined" onClick={() => extend(5)}>
          {t('plusFive')}
        </Button>
        <Button variant="outlined" disabled={clock.extraSeconds < 60} onClick={() => extend(-1)}>
          {t('minusOne')}
        </Button>
      </Stack>
    </>
  );
}
