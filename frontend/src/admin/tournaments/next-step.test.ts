import { describe, expect, it } from 'vitest';
import { makeTournament } from '../../test/tournament-fixtures';
import { nextStep } from './next-step';

describe("the organiser's next step", () => {
  it('pairs round 1 after check-in and each Swiss round until the planned ones are played', () => {
    expect(nextStep(makeTournament())).toEqual({ kind: 'none' });
    expect(nextStep(makeTournament({ stage: 'CHECK_IN' }))).toEqual({ kind: 'pair', round: 1 });
    const swiss = makeTournament({
      stage: 'SWISS',
      currentRound: 2,
      plannedRounds: { MASTERS: 3, JUNIOR: 2 },
    });
    expect(nextStep(swiss)).toEqual({ kind: 'pair', round: 3 });
  });

  it('then starts the top cut when it is on, or leaves only finishing', () => {
    const done = makeTournament({ stage: 'SWISS', currentRound: 3, plannedRounds: { MASTERS: 3 } });
    expect(nextStep(done)).toEqual({ kind: 'top-cut', round: 4 });
    expect(nextStep({ ...done, topCut: false })).toEqual({ kind: 'finish' });
    expect(nextStep({ ...done, stage: 'TOP_CUT', currentRound: 4 })).toEqual({ kind: 'pair', round: 5 });
    expect(nextStep({ ...done, stage: 'FINISHED' })).toEqual({ kind: 'none' });
  });
});
