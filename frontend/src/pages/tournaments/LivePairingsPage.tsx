import { Stack } from '@mui/material';
import { EmptyState } from '../../layout/EmptyState';
import { LivePage } from './LivePage';
import { PairingsTable } from './PairingsTable';
import { byDivision, DIVISION_LABELS } from './tournament-view';

/** /tournaments/:id/pairings — the current round's tables, live (projector, phone and paper). */
export function LivePairingsPage() {
  return (
    <LivePage name="Pairings" other={{ to: 'standings', label: 'Standings' }}>
      {(live) => {
        if (!live.pairings.length) {
          return (
            <EmptyState title="No pairings yet">
              The first round appears here as soon as the organiser pairs it.
            </EmptyState>
          );
        }
        const round = `Round ${live.pairings[0].round}`;
        const groups = live.tournament.divisionsApart
          ? byDivision(live.pairings).map(([division, matches]) => ({
              caption: `${DIVISION_LABELS[division]}, ${round.toLowerCase()}`,
              matches,
            }))
          : [{ caption: round, matches: live.pairings }];
        return (
          <Stack spacing={4}>
            {groups.map((group) => (
              <PairingsTable key={group.caption} caption={group.caption} matches={group.matches} />
            ))}
          </Stack>
        );
      }}
    </LivePage>
  );
}
