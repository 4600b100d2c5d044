import { Box } from '@mui/material';
import type { TournamentDto } from '../../api/generated/types.gen';
import { FORMAT_LABELS } from '../../decks/deck-cards';
import { formatDateTime } from '../../shared/format-date-time';
import { stageLabel } from './tournament-view';

/** The settings a player needs in one line: when, format, match length, and where the day is. */
export function TournamentFacts({ tournament }: { tournament: TournamentDto }) {
  const facts = [
    formatDateTime(tournament.date),
    FORMAT_LABELS[tournament.format],
    tournament.bestOf === 3 ? 'Best of three' : 'Best of one',
    `${tournament.roundMinutes}-minute rounds`,
    stageLabel(tournament),
  ];
  return <Box component="span">{facts.join(' · ')}</Box>;
}
