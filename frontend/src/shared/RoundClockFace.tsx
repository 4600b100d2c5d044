import { Box, Typography } from '@mui/material';
import { clockRemaining, EXTRA_TURNS, type RoundClockState, TIME_CALLED, timeLeftText } from '@club/rules';
import { visuallyHidden } from './a11y';
import { useServerNow } from './server-clock';

/** How a clock is drawn: in a page, on a table's card, or across a hall's screen. */
export type ClockSize = 'page' | 'compact' | 'screen';

const DIGITS = {
  page: { xs: '3rem', sm: '3.75rem' },
  compact: { xs: '1.75rem' },
  screen: { xs: 'clamp(4rem, 16vw, 14rem)' },
} as const;

/** What the clock says besides its digits: its state, or the handbook's end of a round at zero. */
export function clockWords(clock: RoundClockState, leftMs: number, extraSeconds: number): string {
  if (clock.status === 'NOT_STARTED') return 'Not started yet';
  if (leftMs <= 0) return EXTRA_TURNS[clock.stage];
  if (clock.status === 'PAUSED') return 'Paused';
  const extra = clock.extraSeconds + extraSeconds;
  return extra > 0 ? `Includes ${Math.round(extra / 60)} extra min` : 'Time left';
}

/**
 * A round's clock, counted down from the server's time (this device's clock and `offsetMs`), so every phone,
 * the desk and the hall's screen show the same time left. A table's `extraSeconds` (a deck check, a judge call)
 * come on top. At zero: "Time!" and the handbook's extra turns (docs/tournament-rules.md §10).
 */
export function RoundClockFace({
  clock,
  offsetMs,
  extraSeconds = 0,
  label,
  size = 'page',
}: {
  clock: RoundClockState;
  offsetMs: number;
  /** A table's own extra time. */
  extraSeconds?: number;
  /** 'Round 3', 'Table 4': what the clock is of. */
  label: string;
  size?: ClockSize;
}) {
  const now = useServerNow(Number.isFinite(offsetMs) ? offsetMs : 0);
  const left = clockRemaining(clock, now, extraSeconds);
  const over = clock.status !== 'NOT_STARTED' && left <= 0;
  const words = clockWords(clock, left, extraSeconds);
  const screen = size === 'screen';
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: 2,
        rowGap: 0.5,
        ...(screen ? { justifyContent: 'center', textAlign: 'center' } : {}),
      }}
    >
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: screen ? { xs: '1.5rem', md: '2.5rem' } : undefined,
          flexBasis: screen ? '100%' : undefined,
        }}
      >
        {label}
      </Typography>
      <Box
        component="span"
        role="timer"
        aria-label={`${label}: ${over ? TIME_CALLED : `${timeLeftText(left)} left`}`}
        sx={{
          fontSize: DIGITS[size],
          fontWeight: 700,
          lineHeight: 1.1,
          fontVariantNumeric: 'tabular-nums',
          color: over ? 'error.main' : clock.status === 'RUNNING' ? 'text.primary' : 'text.secondary',
          flexBasis: screen ? '100%' : undefined,
        }}
      >
        {over ? TIME_CALLED : timeLeftText(left)}
      </Box>
      <Typography
        component="span"
        sx={{
          fontSize: screen ? { xs: '1.25rem', md: '2rem' } : undefined,
          fontWeight: over ? 700 : 400,
          flexBasis: screen ? '100%' : undefined,
        }}
      >
        {words}
      </Typography>
      {/* Said once when the clock's state changes, not every second. */}
      <Box component="span" role="status" sx={visuallyHidden}>
        {over ? `${label}: ${TIME_CALLED} ${words}` : clock.status === 'PAUSED' ? `${label}: paused` : ''}
      </Box>
    </Box>
  );
}
