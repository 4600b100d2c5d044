import type { MatchDto, MatchPlayerDto, Outcome } from '../../api/generated/types.gen';

/** What naming an outcome needs of a table: its two players' names. */
type Named = { playerA: Pick<MatchPlayerDto, 'name'>; playerB: Pick<MatchPlayerDto, 'name'> | null };

type Translate = (key: string, args?: Record<string, unknown>) => string;

/** An outcome in the organiser's words: '<name> won' or 'Tie'. */
export function outcomeLabel(translate: Translate, match: Named, outcome: Outcome): string {
  if (outcome === 'TIE') return translate('club.tournaments.round.tie');
  const winner = outcome === 'A_WINS' ? match.playerA : match.playerB;
  return translate('club.tournaments.round.aWins', { name: winner?.name ?? '' });
}

/** The outcomes a table may end with: no tie in the top cut. */
export function outcomesOf(match: Pick<MatchDto, 'stage'>): Outcome[] {
  return match.stage === 'TOP_CUT' ? ['A_WINS', 'B_WINS'] : ['A_WINS', 'B_WINS', 'TIE'];
}

/** Tables of a round that still need a settled result (a bye needs none). */
export function tablesWithoutResult(matches: readonly MatchDto[], round: number): number {
  return matches.filter((m) => m.round === round && m.playerB !== null && m.outcome === null).length;
}
