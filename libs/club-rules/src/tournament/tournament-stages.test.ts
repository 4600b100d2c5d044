import { describe, expect, it } from 'vitest';
import {
  changeSettings,
  checkIn,
  drop,
  type EntryState,
  entriesOpen,
  finish,
  LATE_ENTRIES_CLOSED,
  mayFinish,
  mayPair,
  newEntry,
  paired,
  planSwiss,
  publishLists,
  roundKind,
  startCheckIn,
  TournamentStage,
} from './tournament-stages.js';

const { REGISTRATION, CHECK_IN, SWISS, TOP_CUT, FINISHED } = TournamentStage;
const at = (stage: TournamentStage, currentRound = 0) => ({ stage, currentRound });
const open = (stage: TournamentStage, currentRound: number, openTables = 0) => ({
  stage,
  currentRound,
  openTables,
});
const refused = (refusal: string) => ({ refusal });
const ABSENT: EntryState = { checkedIn: false, joinedRound: 1, droppedAfterRound: null };
const PLAYING: EntryState = { checkedIn: true, joinedRound: 1, droppedAfterRound: null };
const SWISS_OVER = [TOP_CUT, FINISHED];

describe('before round 1', () => {
  it('lets the settings change until round 1 is paired', () => {
    expect(changeSettings(at(REGISTRATION))).toEqual(at(REGISTRATION));
    expect(changeSettings(at(CHECK_IN))).toEqual(at(CHECK_IN));
    expect(changeSettings(at(SWISS, 1))).toEqual(
      refused('Round 1 has been paired: the settings can no longer change.'),
    );
  });

  it('starts check-in once, from registration', () => {
    expect(startCheckIn(at(REGISTRATION))).toEqual(at(CHECK_IN));
    for (const stage of [CHECK_IN, SWISS, TOP_CUT, FINISHED])
      expect(startCheckIn(at(stage))).toEqual(refused('Check-in has already started.'));
  });

  it('checks players in and out during check-in, not before', () => {
    expect(checkIn(at(REGISTRATION), ABSENT, true)).toEqual(refused('Start check-in first.'));
    expect(checkIn(at(CHECK_IN), ABSENT, true)).toEqual(PLAYING);
    expect(checkIn(at(CHECK_IN), PLAYING, false)).toEqual(ABSENT);
  });

  it('enters players the organiser adds, checked in once check-in runs', () => {
    expect(newEntry(at(REGISTRATION))).toEqual({ checkedIn: false, joinedRound: 1 });
    expect(newEntry(at(CHECK_IN))).toEqual({ checkedIn: true, joinedRound: 1 });
  });

  it('drops a player before round 1 by not checking them in', () => {
    expect(drop(at(CHECK_IN), PLAYING)).toEqual(ABSENT);
    expect(drop(at(REGISTRATION), ABSENT)).toEqual(ABSENT);
  });
});

describe('late entries', () => {
  it('enter from the next round until round 2 is paired, in Swiss only', () => {
    expect(checkIn(at(SWISS, 1), ABSENT, true)).toEqual({ ...PLAYING, joinedRound: 2 });
    expect(newEntry(at(SWISS, 1))).toEqual({ checkedIn: true, joinedRound: 2 });
    expect(checkIn(at(SWISS, 2), ABSENT, true)).toEqual(refused(LATE_ENTRIES_CLOSED));
    expect(newEntry(at(SWISS, 2))).toEqual(refused(LATE_ENTRIES_CLOSED));
    expect(LATE_ENTRIES_CLOSED).toBe('Late entries are taken until round 2 is paired.');
  });

  it('leave a player already playing as they are, and refuse checking one out', () => {
    expect(checkIn(at(SWISS, 3), PLAYING, true)).toEqual(PLAYING);
    expect(checkIn(at(SWISS, 1), PLAYING, false)).toEqual(
      refused('Round 1 has been paired: drop the player instead.'),
    );
  });

  it('are refused once Swiss is over', () => {
    for (const stage of SWISS_OVER) {
      expect(entriesOpen(at(stage, 4))).toEqual(refused('Swiss is over: no more entries.'));
      expect(newEntry(at(stage, 4))).toEqual(refused('Swiss is over: no more entries.'));
      expect(checkIn(at(stage, 4), ABSENT, true)).toEqual(refused(LATE_ENTRIES_CLOSED));
    }
    expect(entriesOpen(at(SWISS, 3))).toEqual(at(SWISS, 3));
  });
});

describe('dropping during Swiss', () => {
  it('keeps the player’s results and pairs them no more after the current round', () => {
    expect(drop(at(SWISS, 3), PLAYING)).toEqual({ ...PLAYING, droppedAfterRound: 3 });
  });

  it('is refused twice, for a player not playing, and once Swiss is over', () => {
    expect(drop(at(SWISS, 3), { ...PLAYING, droppedAfterRound: 2 })).toEqual(
      refused('This player has already dropped.'),
    );
    expect(drop(at(SWISS, 3), ABSENT)).toEqual(refused('This player is not playing.'));
    for (const stage of SWISS_OVER)
      expect(drop(at(stage, 5), PLAYING)).toEqual(refused('Swiss is over: there is nothing to drop from.'));
  });
});

describe('pairing', () => {
  it('pairs only the next round', () => {
    expect(mayPair(open(SWISS, 2), 2)).toEqual(refused('Round 2 is already paired.'));
    expect(mayPair(open(SWISS, 2), 4)).toEqual(refused('The next round to pair is round 3.'));
  });

  it('waits for every result of the current round', () => {
    expect(mayPair(open(SWISS, 2, 1), 3)).toEqual(
      refused('Round 2 is still being played: 1 table has no result.'),
    );
    expect(mayPair(open(SWISS, 2, 3), 3)).toEqual(
      refused('Round 2 is still being played: 3 tables have no result.'),
    );
  });

  it('needs check-in started and the tournament running', () => {
    expect(mayPair(open(REGISTRATION, 0), 1)).toEqual(refused('Start check-in first.'));
    expect(mayPair(open(FINISHED, 6), 7)).toEqual(refused('The tournament is finished.'));
  });

  it('plans Swiss when round 1 is paired after check-in, and not after', () => {
    expect(mayPair(open(CHECK_IN, 0), 1)).toEqual({ planSwiss: true });
    expect(mayPair(open(SWISS, 1), 2)).toEqual({ planSwiss: false });
    expect(mayPair(open(TOP_CUT, 4), 5)).toEqual({ planSwiss: false });
  });

  it('plans each division’s Swiss rounds from its players, apart or together', () => {
    const players = (...divisions: ('MASTERS' | 'SENIOR' | 'JUNIOR')[]) =>
      divisions.map((division) => ({ division }));
    expect(planSwiss(players('MASTERS'), false)).toEqual(refused('Check in at least two players first.'));
    expect(planSwiss(players('MASTERS', 'MASTERS', 'MASTERS', 'MASTERS', 'JUNIOR'), false)).toEqual({
      stage: SWISS,
      plannedRounds: { MASTERS: 3, JUNIOR: 3 },
    });
    expect(planSwiss(players('MASTERS', 'MASTERS', 'MASTERS', 'JUNIOR', 'JUNIOR'), true)).toEqual({
      stage: SWISS,
      plannedRounds: { MASTERS: 2, JUNIOR: 1 },
    });
    expect(planSwiss(players('MASTERS', 'MASTERS', 'SENIOR'), true)).toEqual(
      refused('The Senior division has one player: let the divisions play together.'),
    );
  });

  it('pairs Swiss while rounds are left, then the top cut’s first round, then its next ones', () => {
    expect(roundKind(SWISS, true)).toBe('SWISS');
    expect(roundKind(SWISS, false)).toBe('TOP_CUT_START');
    expect(roundKind(TOP_CUT, false)).toBe('TOP_CUT_NEXT');
  });

  it('moves to the round paired, and to the top cut with its first round', () => {
    expect(paired(at(SWISS, 0), 1, 'SWISS', 4)).toEqual(at(SWISS, 1));
    expect(paired(at(SWISS, 5), 6, 'TOP_CUT_START', 4)).toEqual(at(TOP_CUT, 6));
    expect(paired(at(TOP_CUT, 6), 7, 'TOP_CUT_NEXT', 2)).toEqual(at(TOP_CUT, 7));
  });

  it('refuses a round with no tables: the tournament is to finish', () => {
    for (const kind of ['TOP_CUT_START', 'TOP_CUT_NEXT'] as const)
      expect(paired(at(SWISS, 5), 6, kind, 0)).toEqual(
        refused('Nothing is left to pair: finish the tournament.'),
      );
  });
});

describe('finishing', () => {
  it('needs a round played with every result, once', () => {
    expect(mayFinish(open(FINISHED, 5))).toEqual(refused('The tournament is already finished.'));
    expect(mayFinish(open(CHECK_IN, 0))).toEqual(refused('No round has been played.'));
    expect(mayFinish(open(SWISS, 3, 2))).toEqual(
      refused('Round 3 is still being played: 2 tables have no result.'),
    );
    expect(mayFinish(open(SWISS, 3))).toEqual(at(SWISS, 3));
  });

  it('waits for the Swiss rounds and the top cut still to play', () => {
    expect(finish(at(SWISS, 2), 'SWISS')).toEqual(refused('Swiss rounds are left to play.'));
    expect(finish(at(SWISS, 5), 'TOP_CUT')).toEqual(
      refused('The top cut is still to play: pair the next round.'),
    );
    expect(finish(at(TOP_CUT, 6), 'TOP_CUT')).toEqual(refused('The top cut is not finished.'));
  });

  it('finishes after the last Swiss round (no top cut) or the top cut’s final', () => {
    expect(finish(at(SWISS, 5), null)).toEqual(at(FINISHED, 5));
    expect(finish(at(TOP_CUT, 8), null)).toEqual(at(FINISHED, 8));
  });

  it('publishes the deck lists once finished; takes them down at any time', () => {
    expect(publishLists(at(FINISHED, 5), true)).toEqual({ listsPublished: true });
    expect(publishLists(at(SWISS, 3), true)).toEqual(
      refused('Deck lists can be published once the tournament has finished.'),
    );
    expect(publishLists(at(SWISS, 3), false)).toEqual({ listsPublished: false });
  });
});
