import { Alert, Box, Button, Chip, Divider, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type {
  DeckSummaryDto,
  MyEntryDto,
  Outcome,
  RoundClockDto,
  SubmitDeckListDto,
  TournamentDto,
} from '../../api/generated/types.gen';
import { RoundClockFace } from '../../shared/RoundClockFace';
import { formatDateTime } from '../../shared/format-date-time';
import { DeckListForm } from './DeckListForm';
import { MatchReport } from './MatchReport';
import { DIVISION_LABELS } from './tournament-view';

/**
 * One person the member plays for (themself or a child): their deck list (submit while lists are open, or once
 * after round 1 for a late entry, then locked, with the printable sheet), their table this round, and dropping out.
 */
export function EntryPanel({
  tournament,
  entry,
  decks,
  reporting,
  onSubmitList,
  onReport,
  onDrop,
  clock = null,
}: {
  /** The round's clock from the live answer, with the offset to the server's time and this table's extra time. */
  clock?: { state: RoundClockDto; offsetMs: number; extraSeconds: (matchId: number) => number } | null;
  tournament: TournamentDto;
  entry: MyEntryDto;
  decks: readonly DeckSummaryDto[];
  reporting: boolean;
  onSubmitList: (playerId: number, body: SubmitDeckListDto) => Promise<void>;
  onReport: (matchId: number, outcome: Outcome) => void;
  onDrop: (entry: MyEntryDto) => void;
}) {
  const headingId = `entry-${entry.playerId ?? `family-${entry.familyMemberId}`}`;
  const playerId = entry.playerId;
  const match = entry.currentMatch;
  const playing = tournament.stage === 'SWISS' || tournament.stage === 'TOP_CUT';
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={headingId} component="h2" variant="h3">
          {entry.name}
        </Typography>
        {entry.division ? <Chip size="small" label={DIVISION_LABELS[entry.division]} /> : null}
        {entry.droppedAfterRound !== null ? (
          <Chip size="small" color="warning" label={`Dropped after round ${entry.droppedAfterRound}`} />
        ) : null}
      </Stack>
      {entry.problem ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {entry.problem}
        </Alert>
      ) : null}

      {playerId !== null ? (
        <>
          <Typography component="h3" variant="h4" sx={{ mt: 3, mb: 1 }}>
            Deck list
          </Typography>
          {entry.deckListSubmittedAt ? (
            <Typography>
              {`Accepted ${formatDateTime(entry.deckListSubmittedAt)}. `}
              <Button
                component={RouterLink}
                to={`/tournaments/${tournament.id}/players/${playerId}/deck-list`}
                size="small"
              >
                View and print the sheet
              </Button>
            </Typography>
          ) : (
            <Typography color="text.secondary">No list submitted yet.</Typography>
          )}
          {entry.deckListOpen ? (
            <Box sx={{ mt: 2 }}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {tournament.listsOpen
                  ? `${entry.deckListSubmittedAt ? 'Submit again to replace it' : 'Submit it'} before ${formatDateTime(
                      tournament.deckListDeadline,
                    )}. Lists lock when round 1 starts.`
                  : 'You were entered late: submit your list now. Once it is in, it is locked.'}
              </Typography>
              <DeckListForm
                playerName={entry.name}
                decks={decks}
                onSubmit={(body) => onSubmitList(playerId, body)}
              />
            </Box>
          ) : (
            <Typography sx={{ mt: 1 }} color="text.secondary">
              Deck lists are locked.
            </Typography>
          )}
        </>
      ) : null}

      {playing && match && entry.side ? (
        <>
          <Divider sx={{ my: 3 }} />
          {clock && clock.state.round === match.round && match.table !== null ? (
            <Box component="section" aria-label={`Clock of table ${match.table}`} sx={{ mb: 2 }}>
              <RoundClockFace
                clock={clock.state}
                offsetMs={clock.offsetMs}
                extraSeconds={clock.extraSeconds(match.id)}
                label={`Table ${match.table}`}
                size="compact"
              />
            </Box>
          ) : null}
          <MatchReport
            match={match}
            side={entry.side}
            busy={reporting}
            onReport={(outcome) => onReport(match.id, outcome)}
          />
        </>
      ) : null}

      {playerId !== null && entry.droppedAfterRound === null && tournament.stage !== 'FINISHED' ? (
        <Box sx={{ mt: 3 }}>
          <Button color="error" variant="text" onClick={() => onDrop(entry)}>
            {`Drop ${entry.name} from the tournament`}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
