import { useState } from 'react';
import {
  Button,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MatchDto, Outcome } from '../../api/generated/types.gen';
import { outcomeLabel, outcomesOf } from './outcome-labels';
import { PairingCells, PairingHeadCells } from './PairingCells';

/**
 * The current round's tables for the organiser: each result as reported, confirmed or entered, a quick
 * 'Confirm' for a report awaiting the opponent, and a choice to enter or correct any result.
 */
export function RoundTables({
  matches,
  busyId,
  onEnter,
}: {
  matches: readonly MatchDto[];
  busyId: number | null;
  onEnter: (match: MatchDto, outcome: Outcome) => void;
}) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`club.tournaments.round.${key}`, args);
  return (
    <TableContainer tabIndex={0} role="region" aria-label={t('tables', { round: matches[0]?.round ?? '' })}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <PairingHeadCells />
            <TableCell scope="col">{t('result')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {matches.map((match) => (
            <TableRow key={match.id}>
              <PairingCells match={match} />
              <TableCell>
                {match.playerB ? (
                  <ResultCell match={match} busy={busyId === match.id} onEnter={onEnter} />
                ) : (
                  t('bye')
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ResultCell({
  match,
  busy,
  onEnter,
}: {
  match: MatchDto;
  busy: boolean;
  onEnter: (match: MatchDto, outcome: Outcome) => void;
}) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`club.tournaments.round.${key}`, args);
  // The organiser's pick, else the settled result (which changes under the page as reports arrive).
  const [picked, setPicked] = useState<Outcome | null>(null);
  const choice = picked ?? match.outcome ?? '';
  const reporter = match.reportedBy === 'A' ? match.playerA : match.playerB;
  const pending = match.outcome === null && match.reportedOutcome !== null;
  return (
    <Stack spacing={1}>
      {match.outcome ? <strong>{outcomeLabel(translate, match, match.outcome)}</strong> : null}
      {pending && match.reportedOutcome ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <span>
            {t('reported', {
              name: reporter?.name ?? '',
              result: outcomeLabel(translate, match, match.reportedOutcome),
            })}
          </span>
          <Button
            size="small"
            variant="contained"
            disabled={busy}
            onClick={() => match.reportedOutcome && onEnter(match, match.reportedOutcome)}
            aria-label={`${t('confirm')}: ${t('resultFor', { table: match.table ?? '' })}`}
          >
            {t('confirm')}
          </Button>
        </Stack>
      ) : null}
      {match.outcome === null && !pending ? <span>{t('playing')}</span> : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('resultFor', { table: match.table ?? '' })}
          value={choice}
          onChange={(event) => setPicked(event.target.value as Outcome)}
          sx={{ minWidth: 170 }}
        >
          {outcomesOf(match).map((outcome) => (
            <MenuItem key={outcome} value={outcome}>
              {outcomeLabel(translate, match, outcome)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          size="small"
          variant="outlined"
          disabled={busy || choice === '' || choice === match.outcome}
          onClick={() => choice && onEnter(match, choice)}
        >
          {match.outcome ? t('correct') : t('enter')}
        </Button>
      </Stack>
    </Stack>
  );
}
