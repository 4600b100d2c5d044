import { useState } from 'react';
import { Box, Button, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Outcome } from '../../api/generated/types.gen';
import { playerIdText, type DeskSide, type DeskTable } from './desk/desk-names';
import { outcomeLabel, outcomesOf } from './outcome-labels';

/** A player on a table's card: the full name, then the Player ID and the record before the round. */
function Player({ side }: { side: DeskSide }) {
  return (
    <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
        {side.name}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {[playerIdText(side), side.record].filter(Boolean).join(' · ')}
      </Typography>
    </Box>
  );
}

/**
 * The current round's tables for the organiser, a card each (on a phone they stack: nothing scrolls sideways):
 * both players in full with their Player IDs, the result as reported, confirmed or entered, a quick 'Confirm'
 * for a report awaiting the opponent, a choice to enter or correct any result, and the table's extra time.
 */
export function RoundTables({
  matches,
  busyId,
  onEnter,
  onExtraTime,
  extraTimeRound,
}: {
  matches: readonly DeskTable[];
  busyId: number | null;
  /** Enters or corrects a result; absent where results are not taken here (a tournament run in TOM). */
  onEnter?: (match: DeskTable, outcome: Outcome) => void;
  /** Asks for a table's extra time (a deck check, a judge call); absent before the clock can be used. */
  onExtraTime?: (match: DeskTable) => void;
  /** The round whose clock runs: only its tables get extra time (TOM's pods may be in different rounds). */
  extraTimeRound?: number;
}) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`club.tournaments.round.${key}`, args);
  return (
    <Box
      component="ul"
      aria-label={t('tables', { round: matches[0]?.round ?? '' })}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: 'repeat(2, minmax(0, 1fr))',
          xl: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {matches.map((match) => {
        const headingId = `desk-table-${match.round}-${match.table ?? 'bye'}-${match.playerA.playerId}`;
        return (
          <Paper key={match.id} component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 1.5 }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 0.5 }}
            >
              <Typography id={headingId} component="h3" variant="h6">
                {match.table === null ? t('bye') : `${t('table')} ${match.table}`}
              </Typography>
              {match.extraSeconds > 0 ? (
                <Chip
                  size="small"
                  color="warning"
                  label={t('extraTime', { minutes: Math.round(match.extraSeconds / 60) })}
                />
              ) : null}
            </Stack>
            <Stack spacing={0.5}>
              <Player side={match.playerA} />
              {match.playerB ? (
                <>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {t('versus')}
                  </Typography>
                  <Player side={match.playerB} />
                </>
              ) : null}
            </Stack>
            {match.playerB ? (
              <Box sx={{ mt: 1.5 }}>
                {onEnter ? (
                  <ResultControls match={match} busy={busyId === match.id} onEnter={onEnter} />
                ) : (
                  <ResultText match={match} />
                )}
                {onExtraTime && (extraTimeRound === undefined || match.round === extraTimeRound) ? (
                  <Button size="small" sx={{ mt: 1 }} onClick={() => onExtraTime(match)}>
                    {t('giveExtraTime', { table: match.table ?? '' })}
                  </Button>
                ) : null}
              </Box>
            ) : null}
          </Paper>
        );
      })}
    </Box>
  );
}

/** The table's result as it stands, for a tournament whose results are taken elsewhere (TOM). */
function ResultText({ match }: { match: DeskTable }) {
  const translate = useTranslate();
  return match.outcome ? (
    <strong>{outcomeLabel(translate, match, match.outcome)}</strong>
  ) : (
    <span>{translate('club.tournaments.round.playing')}</span>
  );
}

function ResultControls({
  match,
  busy,
  onEnter,
}: {
  match: DeskTable;
  busy: boolean;
  onEnter: (match: DeskTable, outcome: Outcome) => void;
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
          sx={{ flex: 1, minWidth: 0 }}
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
