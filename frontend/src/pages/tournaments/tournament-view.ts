import type {
  DeckListLineDto,
  Division,
  MatchDto,
  Outcome,
  StandingDto,
  TournamentDto,
} from '../../api/generated/types.gen';

/** Division names as the live pages print them, in the order the standings list them. */
export const DIVISION_LABELS: Record<Division, string> = {
  MASTERS: 'Masters',
  SENIOR: 'Seniors',
  JUNIOR: 'Juniors',
};

export type Side = 'A' | 'B';

/** A result as a player sees it from their own seat. */
export type OwnResult = 'WIN' | 'LOSS' | 'TIE';

/** The API's outcome (always from table side A) for a player's own result. */
export function outcomeFor(side: Side, result: OwnResult): Outcome {
  if (result === 'TIE') return 'TIE';
  const aWon = (side === 'A') === (result === 'WIN');
  return aWon ? 'A_WINS' : 'B_WINS';
}

/** The other way round: what an outcome means for the player on `side`. */
export function ownResult(side: Side, outcome: Outcome): OwnResult {
  if (outcome === 'TIE') return 'TIE';
  return (outcome === 'A_WINS') === (side === 'A') ? 'WIN' : 'LOSS';
}

const OWN_RESULT_TEXT: Record<OwnResult, string> = { WIN: 'You won', LOSS: 'You lost', TIE: 'Tie' };

export function ownResultText(side: Side, outcome: Outcome): string {
  return OWN_RESULT_TEXT[ownResult(side, outcome)];
}

/** An outcome in words, by the winner's name ('Ash K. won', 'Tie'). */
export function outcomeText(match: MatchDto, outcome: Outcome): string {
  if (outcome === 'TIE') return 'Tie';
  const winner = outcome === 'A_WINS' ? match.playerA : match.playerB;
  return `${winner?.name ?? 'Bye'} won`;
}

/**
 * Where a player's table stands, from their side: a bye; settled; nobody has reported; they reported
 * and wait for their opponent; or the opponent reported and they are asked to confirm.
 */
export type ReportState = 'bye' | 'settled' | 'open' | 'waiting' | 'confirm';

export function reportState(match: MatchDto, side: Side): ReportState {
  if (match.playerB === null) return 'bye';
  if (match.outcome !== null) return 'settled';
  if (match.reportedBy === null || match.reportedOutcome === null) return 'open';
  return match.reportedBy === side ? 'waiting' : 'confirm';
}

/** Who sits opposite `side`, or null for a bye. */
export function opponentOf(match: MatchDto, side: Side) {
  return side === 'A' ? match.playerB : match.playerA;
}

/** A table's extra time (a deck check, a judge call) as the pages print it: '+5 min'. */
export function extraTimeText(seconds: number): string {
  return `+${Math.round(seconds / 60)} min`;
}

/** A tiebreaker as the standings print it: 0.625 → '62.50%'. */
export function percent(value: number): string {
  return `${(value * 100).toFixed(2)}%`;
}

/** A standing's record: wins-losses-ties. */
export function recordOf(standing: Pick<StandingDto, 'wins' | 'losses' | 'ties'>): string {
  return `${standing.wins}-${standing.losses}-${standing.ties}`;
}

/** The most Swiss rounds any division plays (fixed at round 1), or null before. */
export function swissRoundCount(tournament: TournamentDto): number | null {
  const planned = Object.values(tournament.plannedRounds ?? {});
  return planned.length ? Math.max(...planned) : null;
}

/** Where the tournament is, in a few words for the live pages' headings. */
export function stageLabel(tournament: TournamentDto): string {
  switch (tournament.stage) {
    case 'REGISTRATION':
      return 'Registration open';
    case 'CHECK_IN':
      return 'Check-in';
    case 'SWISS': {
      const rounds = swissRoundCount(tournament);
      return rounds ? `Round ${tournament.currentRound} of ${rounds}` : `Round ${tournament.currentRound}`;
    }
    case 'TOP_CUT':
      return `Top cut, round ${tournament.currentRound - (swissRoundCount(tournament) ?? 0)}`;
    case 'FINISHED':
      return 'Finished';
  }
}

/** Rows grouped by division, in the order they arrive (the API sends Masters, Seniors, Juniors). */
export function byDivision<T extends { division: Division }>(rows: readonly T[]): [Division, T[]][] {
  const groups = new Map<Division, T[]>();
  for (const row of rows) groups.set(row.division, [...(groups.get(row.division) ?? []), row]);
  return [...groups.entries()];
}

const SECTION_LABELS: Record<DeckListLineDto['section'], string> = {
  pokemon: 'Pokémon',
  trainer: 'Trainer',
  energy: 'Energy',
};

export interface DeckListSection {
  key: DeckListLineDto['section'];
  label: string;
  total: number;
  cards: DeckListLineDto[];
}

/** A deck list's cards in the sheet's three sections (Pokémon, Trainer, Energy), with their counts. */
export function deckListSections(cards: readonly DeckListLineDto[]): DeckListSection[] {
  return (Object.keys(SECTION_LABELS) as DeckListLineDto['section'][]).map((key) => {
    const inSection = cards.filter((card) => card.section === key);
    return {
      key,
      label: SECTION_LABELS[key],
      total: inSection.reduce((sum, card) => sum + card.count, 0),
      cards: inSection,
    };
  });
}

/** A tournament or player id from the route, or null when it cannot be one (the page says 'not found'). */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
