/**
 * The tables the desk shows: the current round's; for a tournament run in TOM, each division's newest round (TOM
 * numbers rounds per pod, so one pod can be in its top cut while another plays Swiss: docs/tournament-rules.md
 * §10).
 */
export function tablesBeingPlayed<M extends { round: number; division: string }>(
  matches: readonly M[],
  currentRound: number,
  tomId: string | null,
): M[] {
  if (!tomId) return matches.filter((match) => match.round === currentRound);
  const newest = new Map<string, number>();
  for (const match of matches)
    newest.set(match.division, Math.max(newest.get(match.division) ?? 0, match.round));
  return matches.filter((match) => match.round === newest.get(match.division));
}
