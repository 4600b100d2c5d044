import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from '../../shared/a11y';

/**
 * On a card of an event run as a tournament: members go to their tournament page (lists, tables,
 * results), everyone else to the live pairings.
 */
export function TournamentLink({
  tournamentId,
  eventTitle,
  member,
}: {
  tournamentId: number | undefined;
  eventTitle: string;
  member: boolean;
}) {
  if (tournamentId === undefined) return null;
  return (
    <Button
      component={RouterLink}
      to={member ? `/tournaments/${tournamentId}` : `/tournaments/${tournamentId}/pairings`}
      size="small"
      startIcon={<EmojiEventsOutlinedIcon aria-hidden="true" />}
    >
      {member ? 'Tournament page' : 'Live pairings'}
      <Box component="span" sx={visuallyHidden}>{` for ${eventTitle}`}</Box>
    </Button>
  );
}
