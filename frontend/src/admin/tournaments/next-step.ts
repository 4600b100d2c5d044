import type { TournamentDto } from '../../api/generated/types.gen';

/**
 * What the organiser's main button does next: pair a Swiss round, start the top cut once the Swiss rounds
 * are played (when the top cut is on), or nothing but finishing. The server has the last word (it
 * refuses a top cut the attendance does not earn, with a sentence the desk shows).
 */
export type NextStep =
  | { kind: 'pair'; round: number }
  | { kind: 'top-cut'; round: number }
  | { kind: 'finish' }
  | { kind: 'none' };

export function nextStep(tournament: TournamentDto): NextStep {
  const round = tournament.currentRound + 1;
  switch (tournament.stage) {
    case 'CHECK_IN':
      return { kind: 'pair', round };
    case 'SWISS': {
      const planned = Math.max(0, ...Object.values(tournament.plannedRounds ?? {}));
      if (tournament.currentRound < planned) return { kind: 'pair', round };
      return tournament.topCut ? { kind: 'top-cut', round } : { kind: 'finish' };
    }
    case 'TOP_CUT':
      return { kind: 'pair', round };
    default:
      return { kind: 'none' };
  }
}
