import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { StandingDto } from '../../api/generated/types.gen';
import { percent, recordOf } from './tournament-view';

/**
 * One division's standings: place, name, record, match points, OWP and OOWP (dropped players and late entries
 * marked: a late entry ranks below everyone on the same points).
 */
export function StandingsTable({
  caption,
  standings,
}: {
  caption: string;
  standings: readonly StandingDto[];
}) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 0', fontWeight: 600 }}>
          {caption}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">
              <abbr title="Place">#</abbr>
            </TableCell>
            <TableCell scope="col">Player</TableCell>
            <TableCell scope="col">
              <abbr title="Wins-losses-ties">Record</abbr>
            </TableCell>
            <TableCell scope="col" align="right">
              <abbr title="Match points">Pts</abbr>
            </TableCell>
            <TableCell scope="col" align="right">
              <abbr title="Opponents' win percentage">OWP</abbr>
            </TableCell>
            <TableCell scope="col" align="right">
              <abbr title="Opponents' opponents' win percentage">OOWP</abbr>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {standings.map((standing) => (
            <TableRow key={standing.playerId}>
              <TableCell>{standing.rank}</TableCell>
              <TableCell component="th" scope="row">
                {standing.name}
                {standing.dropped ? ' (dropped)' : ''}
                {standing.late ? ' (late entry)' : ''}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{recordOf(standing)}</TableCell>
              <TableCell align="right">{standing.matchPoints}</TableCell>
              <TableCell align="right">{percent(standing.opponentsWinPercentage)}</TableCell>
              <TableCell align="right">{percent(standing.opponentsOpponentsWinPercentage)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
