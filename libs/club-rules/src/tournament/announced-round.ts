/**
 * A round as announced at the venue (paired on the organiser's desk while the server could not be reached, and
 * players already sat down): accepted when it breaks no rule, even where the server's own pairing would differ
 * (docs/tournament-rules.md §4a). The hard rules of §4 are checked; preferences (match-point groups, own division
 * first in age-modified Swiss, table order by points) are not, since the desk's pairing is as good as ours.
 */
import { pairSwissRound, type PairingCandidate } from './swiss-pairing.js';

export interface AnnouncedPairing {
  /** null for the bye. */
  table: number | null;
  playerA: number;
  /** null: `playerA` has the bye. */
  playerB: number | null;
}

/** What a Swiss round is checked against. */
export interface SwissRoundRules {
  kind: 'SWISS';
  round: number;
  /**
   * Who plays this round: each division on its own when divisions play apart, else everyone in one flight; each
   * flight best standing first (as `pairSwissRound` takes it).
   */
  flights: readonly (readonly PairingCandidate[])[];
  /** Age-modified Swiss (divisions together). */
  preferOwnDivision: boolean;
}

/** A top-cut round is the bracket the rules give from the standings, nothing else. */
export interface TopCutRoundRules {
  kind: 'TOP_CUT';
  round: number;
  bracket: readonly { table: number; a: number; b: number }[];
}

export type AnnouncedRoundRules = SwissRoundRules | TopCutRoundRules;

/** How refusals name a player (an id the tournament does not know is named by its number). */
export type NameOf = (playerId: number) => string;

/** `null` when the announced round breaks no rule, else the refusal: which rule, naming the players or table. */
export function checkAnnouncedRound(
  announced: readonly AnnouncedPairing[],
  rules: AnnouncedRoundRules,
  nameOf: NameOf = (id) => `Player ${id}`,
): string | null {
  return (
    checkShape(announced, nameOf) ??
    (rules.kind === 'TOP_CUT' ? checkBracket(announced, rules, nameOf) : checkSwiss(announced, rules, nameOf))
  );
}

/** A bye has no table and a table has two players; tables run 1..n, each once. */
function checkShape(announced: readonly AnnouncedPairing[], nameOf: NameOf): string | null {
  const tables = new Set<number>();
  for (const pairing of announced) {
    if (pairing.playerB === null && pairing.table !== null)
      return `Table ${pairing.table} has one player (${nameOf(pairing.playerA)}): only the bye has no opponent, and it has no table.`;
    if (pairing.playerB !== null && pairing.table === null)
      return `${nameOf(pairing.playerA)} and ${nameOf(pairing.playerB)} need a table: only the bye has none.`;
    if (pairing.table !== null) {
      if (tables.has(pairing.table)) return `Table ${pairing.table} is announced twice.`;
      tables.add(pairing.table);
    }
  }
  for (let table = 1; table <= tables.size; table++) {
    if (!tables.has(table))
      return `Tables are numbered from 1 to ${tables.size} without gaps: table ${table} is missing.`;
  }
  const seated = new Set<number>();
  for (const pairing of announced) {
    for (const player of [pairing.playerA, pairing.playerB]) {
      if (player === null) continue;
      if (seated.has(player)) return `${nameOf(player)} is paired twice.`;
      seated.add(player);
    }
  }
  return null;
}

function checkSwiss(
  announced: readonly AnnouncedPairing[],
  rules: SwissRoundRules,
  nameOf: NameOf,
): string | null {
  const flightOf = new Map<number, number>();
  rules.flights.forEach((flight, index) => flight.forEach((player) => flightOf.set(player.id, index)));
  const seated = new Set(announced.flatMap((pairing) => [pairing.playerA, pairing.playerB]));
  for (const player of seated) {
    if (player !== null && !flightOf.has(player))
      return `${nameOf(player)} does not play round ${rules.round}: only players checked in and not dropped are paired.`;
  }
  for (const player of flightOf.keys()) {
    if (!seated.has(player))
      return `${nameOf(player)} is not paired: everyone still playing plays round ${rules.round}.`;
  }
  for (const { playerA, playerB } of announced) {
    if (playerB !== null && flightOf.get(playerA) !== flightOf.get(playerB))
      return `${nameOf(playerA)} and ${nameOf(playerB)} are in different divisions, which play apart.`;
  }
  for (const [index, flight] of rules.flights.entries()) {
    const refusal = checkFlight(
      announced.filter((pairing) => flightOf.get(pairing.playerA) === index),
      flight,
      rules.preferOwnDivision,
      nameOf,
    );
    if (refusal) return refusal;
  }
  return null;
}

/** Byes and rematches within one flight, judged against what `pairSwissRound` can do with it. */
function checkFlight(
  announced: readonly AnnouncedPairing[],
  flight: readonly PairingCandidate[],
  preferOwnDivision: boolean,
  nameOf: NameOf,
): string | null {
  const byes = announced.filter((pairing) => pairing.playerB === null).map((pairing) => pairing.playerA);
  if (byes.length > 1)
    return `Only one player may have the bye: ${byes.map(nameOf).join(' and ')} both have it.`;
  if (byes.length === 1 && flight.length % 2 === 0)
    return `${nameOf(byes[0])} has a bye, but everyone can be paired: a bye is only for an odd number of players.`;
  const byId = new Map(flight.map((player) => [player.id, player]));
  let ours: ReturnType<typeof pairSwissRound> | undefined;
  const ourPairing = () => (ours ??= pairSwissRound(flight, { preferOwnDivision }));
  if (byes.length === 1 && byId.get(byes[0])!.hadBye) {
    const free = flight.find((player) => !player.hadBye);
    const ourBye = ourPairing().find((pairing) => pairing.b === null)!.a;
    if (free && !byId.get(ourBye)!.hadBye)
      return `${nameOf(byes[0])} already had a bye; ${nameOf(free.id)} has not had one and could take it.`;
  }
  for (const { playerA, playerB } of announced) {
    if (playerB === null || !byId.get(playerA)!.opponents.includes(playerB)) continue;
    const ourRematch = ourPairing().some(
      (pairing) => pairing.b !== null && byId.get(pairing.a)!.opponents.includes(pairing.b),
    );
    if (!ourRematch)
      return `${nameOf(playerA)} and ${nameOf(playerB)} have already played each other, and a pairing without a rematch exists.`;
  }
  return null;
}

function checkBracket(
  announced: readonly AnnouncedPairing[],
  rules: TopCutRoundRules,
  nameOf: NameOf,
): string | null {
  for (const match of rules.bracket) {
    const found = announced.find((pairing) => pairing.table === match.table);
    if (!found || found.playerA !== match.a || found.playerB !== match.b)
      return `Top-cut round ${rules.round} follows the bracket: table ${match.table} is ${nameOf(match.a)} against ${nameOf(match.b)}.`;
  }
  const extra = announced.find((pairing) => !rules.bracket.some((match) => match.table === pairing.table));
  if (extra)
    return extra.table === null
      ? `There is no bye in the top cut (${nameOf(extra.playerA)}).`
      : `Table ${extra.table} is not part of top-cut round ${rules.round}.`;
  return null;
}
