import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { MatchDto, Outcome } from '../../api/generated/types.gen';
import {
  opponentOf,
  outcomeFor,
  ownResultText,
  reportState,
  type OwnResult,
  type Side,
} from './tournament-view';

const CHOICES: { result: OwnResult; label: string }[] = [
  { result: 'WIN', label: 'I won' },
  { result: 'LOSS', label: 'I lost' },
  { result: 'TIE', label: 'Tie' },
];

/**
 * A player's table this round: where to sit, whom they play, and the result: report it, confirm the
 * opponent's report, or see it settled. `onReport` sends an outcome from side A's view.
 */
export function MatchReport({
  match,
  side,
  busy,
  onReport,
}: {
  match: MatchDto;
  side: Side;
  busy: boolean;
  onReport: (outcome: Outcome) => void;
}) {
  const state = reportState(match, side);
  const opponent = opponentOf(match, side);
  const topCut = match.stage === 'TOP_CUT';
  const choices = topCut ? CHOICES.filter((choice) => choice.result !== 'TIE') : CHOICES;
  const place = match.table === null ? `Round ${match.round}` : `Round ${match.round}, table ${match.table}`;

  return (
    <Box>
      <Typography component="h3" variant="h4">
        {place}
      </Typography>
      {opponent ? (
        <Typography>
          Against <strong>{opponent.name}</strong> ({opponent.record}, {opponent.matchPoints} points)
        </Typography>
      ) : null}
      {/* One polite live region for the result line (the alerts inside are not alerts of their own). */}
      <Box role="status" sx={{ mt: 1 }}>
        {state === 'bye' ? (
          <Alert severity="success" role="none">
            You have a bye this round: it counts as a win.
          </Alert>
        ) : null}
        {state === 'settled' && match.outcome ? (
          <Alert severity="success" role="none">
            Result confirmed: {ownResultText(side, match.outcome)}.
          </Alert>
        ) : null}
        {state === 'waiting' && match.reportedOutcome ? (
          <Alert severity="info" role="none">
            You reported: {ownResultText(side, match.reportedOutcome)}. Waiting for {opponent?.name} to
            confirm.
          </Alert>
        ) : null}
        {state === 'confirm' && match.reportedOutcome ? (
          <Alert severity="warning" role="none">
            {opponent?.name} reported: {ownResultText(side, match.reportedOutcome)}. Confirm it if it is
            right.
          </Alert>
        ) : null}
      </Box>
      {state === 'confirm' && match.reportedOutcome ? (
        <Button
          variant="contained"
          sx={{ mt: 1.5 }}
          disabled={busy}
          onClick={() => onReport(match.reportedOutcome as Outcome)}
        >
          Confirm result
        </Button>
      ) : null}
      {state === 'open' || state === 'waiting' || state === 'confirm' ? (
        <Box sx={{ mt: 1.5 }}>
          <Typography id={`report-${match.id}`} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {state === 'open' ? 'Report your result' : 'Report a different result'}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            role="group"
            aria-labelledby={`report-${match.id}`}
            sx={{ flexWrap: 'wrap', rowGap: 1 }}
          >
            {choices.map((choice) => (
              <Button
                key={choice.result}
                variant="outlined"
                disabled={busy}
                onClick={() => onReport(outcomeFor(side, choice.result))}
              >
                {choice.label}
              </Button>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Box>
  );
}
