import { describe, expect, it } from 'vitest';
import { makeMatch, makeStanding, makeTournament, makeDeckList } from '../../test/tournament-fixtures';
import {
  byDivision,
  deckListSections,
  outcomeFor,
  outcomeText,
  ownResult,
  parseRouteId,
  percent,
  recordOf,
  reportState,
  stageLabel,
} from './tournament-view';

describe('a result from a player’s seat', () => {
  it('turns "I won / I lost / Tie" into the outcome from side A, and back', () => {
    expect(outcomeFor('A', 'WIN')).toBe('A_WINS');
    expect(outcomeFor('A', 'LOSS')).toBe('B_WINS');
    expect(outcomeFor('B', 'WIN')).toBe('B_WINS');
    expect(outcomeFor('B', 'LOSS')).toBe('A_WINS');
    expect(outcomeFor('B', 'TIE')).toBe('TIE');
    for (const side of ['A', 'B'] as const) {
      for (const result of ['WIN', 'LOSS', 'TIE'] as const) {
        expect(ownResult(side, outcomeFor(side, result))).toBe(result);
      }
    }
  });

  it('names the winner', () => {
    const match = makeMatch();
    expect(outcomeText(match, 'A_WINS')).toBe('Ash K. won');
    expect(outcomeText(match, 'B_WINS')).toBe('Misty W. won');
    expect(outcomeText(match, 'TIE')).toBe('Tie');
  });

  it('knows whether to report, wait, confirm, or nothing', () => {
    expect(reportState(makeMatch({ playerB: null, table: null }), 'A')).toBe('bye');
    expect(reportState(makeMatch(), 'A')).toBe('open');
    const reportedByA = makeMatch({ reportedOutcome: 'A_WINS', reportedBy: 'A' });
    expect(reportState(reportedByA, 'A')).toBe('waiting');
    expect(reportState(reportedByA, 'B')).toBe('confirm');
    expect(reportState(makeMatch({ outcome: 'TIE', reportedOutcome: 'TIE', reportedBy: 'B' }), 'A')).toBe(
      'settled',
    );
  });
});

describe('the live pages’ words', () => {
  it('prints tiebreakers as percentages with two decimals and records as W-L-T', () => {
    expect(percent(0.25)).toBe('25.00%');
    expect(percent(2 / 3)).toBe('66.67%');
    expect(recordOf(makeStanding(1, 'Ash K.', { wins: 3, losses: 1, ties: 1 }))).toBe('3-1-1');
  });

  it('says where the tournament is: the round of how many, the top cut, finished', () => {
    expect(stageLabel(makeTournament())).toBe('Registration open');
    expect(stageLabel(makeTournament({ stage: 'CHECK_IN' }))).toBe('Check-in');
    const swiss = { stage: 'SWISS' as const, currentRound: 2, plannedRounds: { MASTERS: 5, JUNIOR: 3 } };
    expect(stageLabel(makeTournament(swiss))).toBe('Round 2 of 5');
    expect(stageLabel(makeTournament({ ...swiss, stage: 'TOP_CUT', currentRound: 6 }))).toBe(
      'Top cut, round 1',
    );
    expect(stageLabel(makeTournament({ stage: 'FINISHED' }))).toBe('Finished');
  });

  it('groups standings by division in the order the server sends them', () => {
    const rows = [
      makeStanding(1, 'Ash K.'),
      makeStanding(2, 'Misty W.'),
      makeStanding(1, 'Max', { division: 'JUNIOR' }),
    ];
    expect(byDivision(rows).map(([division, group]) => [division, group.length])).toEqual([
      ['MASTERS', 2],
      ['JUNIOR', 1],
    ]);
  });

  it('splits a deck list into Pokémon, Trainer and Energy with their counts', () => {
    const sections = deckListSections(makeDeckList().cards);
    expect(sections.map((s) => [s.label, s.total])).toEqual([
      ['Pokémon', 4],
      ['Trainer', 4],
      ['Energy', 12],
    ]);
  });

  it('reads only positive whole ids from the address', () => {
    expect(parseRouteId('3')).toBe(3);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '99999999999']) {
      expect(parseRouteId(bad)).toBeNull();
    }
  });
});
