import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { MatchDto, MatchPlayerDto } from '../../api/generated/types.gen';
import { extraTimeText, outcomeText } from './tournament-view';

function Player({ player }: { player: MatchPlayerDto }) {
  return (
    <Box component="span" sx={{ display: 'block' }}>
      <strong>{player.name}</strong>{' '}
      <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        ({player.record})
      </Box>
    </Box>
  );
}

/** What a table's result column says: settled, awaiting confirmation, or still playing. */
function resultOf(match: MatchDto): string {
  if (match.playerB === null) return 'Bye';
  if (match.outcome) return outcomeText(match, match.outcome);
  if (match.reportedOutcome) return 'Awaiting confirmation';
  return 'Playing';
}

/**
 * A round's tables: number, both players with their records before the round, and the result. Two player
 * columns side by side fit a projector; on a phone each row wraps inside its cells.
 */
export function PairingsTable({ caption, matches }: { caption: string; matches: readonly MatchDto[] }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 0', fontWeight: 600 }}>
          {caption}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col" sx={{ width: '4.5rem' }}>
              Table
            </TableCell>
            <TableCell scope="col">Player</TableCell>
            <TableCell scope="col">Opponent</TableCell>
            <TableCell scope="col">Result</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {matches.map((match) => (
            <TableRow key={match.id}>
              <TableCell component="th" scope="row" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
                {match.table ?? '–'}
                {match.extraSeconds > 0 ? (
                  <Box component="span" sx={{ display: 'block', fontSize: '0.875rem', fontWeight: 600 }}>
                    {extraTimeText(match.extraSeconds)}
                  </Box>
                ) : null}
              </TableCell>
              <TableCell>
                <Player player={match.playerA} />
              </TableCell>
              <TableCell>{match.playerB ? <Player player={match.playerB} /> : 'Bye'}</TableCell>
              <TableCell>{resultOf(match)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
