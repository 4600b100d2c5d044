import { Stack } from '@mui/material';
import { EmptyState } from '../../layout/EmptyState';
import { LivePage } from './LivePage';
import { StandingsTable } from './StandingsTable';
import { byDivision, DIVISION_LABELS } from './tournament-view';

/** /tournaments/:id/standings — standings per division after the last complete round, live. */
export function LiveStandingsPage() {
  return (
    <LivePage name="Standings" other={{ to: 'pairings', label: 'Pairings' }}>
      {(live) => {
        if (!live.standings.length || live.standingsAfterRound === 0) {
          return (
            <EmptyState title="No standings yet">Standings appear here once round 1 is complete.</EmptyState>
          );
        }
        const finished = live.tournament.stage === 'FINISHED';
        const after = finished ? 'final placings' : `after round ${live.standingsAfterRound}`;
        return (
          <Stack spacing={4}>
            {byDivision(live.standings).map(([division, standings]) => (
              <StandingsTable
                key={division}
                caption={`${DIVISION_LABELS[division]}, ${after}`}
                standings={standings}
              />
            ))}
          </Stack>
        );
      }}
    </LivePage>
  );
}
