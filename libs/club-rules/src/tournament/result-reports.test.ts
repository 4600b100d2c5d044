import { describe, expect, it } from 'vitest';
import {
  ALREADY_SETTLED,
  entryByOrganiser,
  NO_TIES_IN_TOP_CUT,
  reportByPlayer,
  type ResultState,
} from './result-reports.js';

const OPEN: ResultState = { outcome: null, reportedOutcome: null, reportedBy: null };

describe('result reports', () => {
  it('settles a result when the opponent confirms the same outcome', () => {
    const first = reportByPlayer(OPEN, 'A', 'A_WINS', false);
    expect(first).toEqual({
      state: { outcome: null, reportedOutcome: 'A_WINS', reportedBy: 'A' },
      action: 'REPORTED',
    });
    if (!('state' in first)) throw new Error('refused');
    const second = reportByPlayer(first.state, 'B', 'A_WINS', false);
    expect(second).toMatchObject({ state: { outcome: 'A_WINS' }, action: 'CONFIRMED' });
  });

  it('lets a player change their own report, and a different report from the opponent wait for confirmation', () => {
    const mine = reportByPlayer(OPEN, 'A', 'A_WINS', false);
    if (!('state' in mine)) throw new Error('refused');
    expect(reportByPlayer(mine.state, 'A', 'TIE', false)).toMatchObject({
      state: { outcome: null, reportedOutcome: 'TIE' },
    });
    expect(reportByPlayer(mine.state, 'B', 'B_WINS', false)).toEqual({
      state: { outcome: null, reportedOutcome: 'B_WINS', reportedBy: 'B' },
      action: 'REPORTED',
    });
  });

  it('refuses players once settled, and lets the organiser enter and correct', () => {
    const settled: ResultState = { outcome: 'A_WINS', reportedOutcome: 'A_WINS', reportedBy: 'A' };
    expect(reportByPlayer(settled, 'B', 'B_WINS', false)).toEqual({ refusal: ALREADY_SETTLED });
    expect(entryByOrganiser(OPEN, 'TIE', false)).toMatchObject({
      state: { outcome: 'TIE' },
      action: 'ENTERED',
    });
    expect(entryByOrganiser(settled, 'B_WINS', false)).toMatchObject({
      state: { outcome: 'B_WINS' },
      action: 'CORRECTED',
    });
  });

  it('refuses ties in the top cut', () => {
    expect(reportByPlayer(OPEN, 'A', 'TIE', true)).toEqual({ refusal: NO_TIES_IN_TOP_CUT });
    expect(entryByOrganiser(OPEN, 'TIE', true)).toEqual({ refusal: NO_TIES_IN_TOP_CUT });
  });
});
