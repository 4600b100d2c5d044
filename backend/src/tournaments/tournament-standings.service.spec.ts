import type { PlayMatch, PlayPlayer, TournamentPlay } from '@club/rules';
import { fakeNotifications } from '../../test/support/fake-notifications.js';
import { TournamentStandingsService } from './tournament-standings.service.js';
import { TOURNAMENTS_CHANGED } from './tournament.entity.js';

const player = (id: number): PlayPlayer => ({
  id,
  division: 'MASTERS',
  checkedIn: true,
  joinedRound: 1,
  droppedAfterRound: null,
});

const table = (a: number, b: number, outcome: PlayMatch['outcome']): PlayMatch => ({
  round: 1,
  stage: 'SWISS',
  division: 'MASTERS',
  table: a,
  playerA: { playerId: a },
  playerB: { playerId: b },
  outcome,
});

/** Four players, round 1 settled: 1 and 3 won. */
const play = (): TournamentPlay => ({
  players: [1, 2, 3, 4].map(player),
  matches: [table(1, 2, 'A_WINS'), table(3, 4, 'A_WINS')],
});

function setUp() {
  const notifications = fakeNotifications();
  return {
    notifications,
    standings: new TournamentStandingsService(notifications.asDatabaseNotifications()),
  };
}

describe('TournamentStandingsService', () => {
  it('computes a tournament’s standings once and gives them again for the same play, read again', () => {
    const { standings } = setUp();
    const first = standings.resultsOf(7, play());
    expect(first.standings.map((s) => [s.playerId, s.matchPoints])).toEqual([
      [1, 3],
      [3, 3],
      [2, 0],
      [4, 0],
    ]);
    expect(standings.resultsOf(7, play())).toBe(first);
  });

  it('computes again for a play that changed, even before the change is announced', () => {
    const { standings } = setUp();
    const first = standings.resultsOf(7, play());
    const changed = { ...play(), matches: [table(1, 2, 'B_WINS'), table(3, 4, 'A_WINS')] };
    const after = standings.resultsOf(7, changed);
    expect(after).not.toBe(first);
    expect(after.standings[0].playerId).toBe(2);
  });

  it('forgets a tournament’s standings when it changes, and only that tournament’s', () => {
    const { notifications, standings } = setUp();
    const seven = standings.resultsOf(7, play());
    const eight = standings.resultsOf(8, play());
    notifications.announce(TOURNAMENTS_CHANGED, '7');
    expect(standings.resultsOf(7, play())).not.toBe(seven);
    expect(standings.resultsOf(8, play())).toBe(eight);
  });

  it('keeps nothing while notifications are down', () => {
    const { notifications, standings } = setUp();
    notifications.setListening(false);
    expect(standings.resultsOf(7, play())).not.toBe(standings.resultsOf(7, play()));
  });
});
