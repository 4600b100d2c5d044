/**
 * The organiser's desk without the server (docs/adr/0051): a snapshot of the tournament as the desk endpoint
 * answers it, and the desk's actions applied to it one by one with the same rules the server runs, so the
 * browser shows results, records and standings, and pairs a round, exactly as the server would from that state.
 * Typed structurally (the answers' shapes), so both halves can hand their own objects in.
 */
import type { AnnouncedPairing } from './announced-round.js';
import { applyClockAction, type ClockAction } from './desk-clock.js';
import { clockState, type RoundClockState } from './round-clock.js';
import { entryByOrganiser } from './result-reports.js';
import { runInTom } from './run-in-tom.js';
import { drawRound, swissLeft } from './next-round.js';
import { drawStateOf, enteredPlayers, playResults } from './tournament-play.js';
import {
  checkIn,
  drop,
  mayPair,
  paired,
  planSwiss,
  roundKind,
  type RoundKind,
  type RoundState,
  type StageRefusal,
  type StageState,
  TournamentStage,
} from './tournament-stages.js';
import type { Division, Outcome } from './tournament-types.js';

export type StageName = `${TournamentStage}`;

export interface DeskTournament {
  stage: StageName;
  /** The last round paired; 0 before round 1. */
  currentRound: number;
  plannedRounds: Record<string, number> | null;
  divisionsApart: boolean;
  topCut: boolean;
  playerCount: number;
  /** Each round's length: a round paired at the desk gets a clock of it. */
  roundMinutes: number;
  /** TOM's sanction id for a tournament imported from TOM's file (run in TOM: docs/adr/0063); else null. */
  tomId: string | null;
}

export interface DeskPlayer {
  id: number;
  /** The name the pairings show. */
  name: string;
  division: Division;
  checkedIn: boolean;
  joinedRound: number;
  droppedAfterRound: number | null;
}

export interface DeskMatchSide {
  playerId: number;
  name: string;
  division: Division;
  /** Wins-losses-ties before the match's round. */
  record: string;
  matchPoints: number;
}

export interface DeskMatch {
  /** null: paired at the desk, not yet known to the server. */
  id: number | null;
  round: number;
  stage: 'SWISS' | 'TOP_CUT';
  division: Division;
  /** null for a bye. */
  table: number | null;
  playerA: DeskMatchSide;
  playerB: DeskMatchSide | null;
  outcome: Outcome | null;
  reportedOutcome: Outcome | null;
  reportedBy: 'A' | 'B' | null;
  /** Extra time on top of the round's clock, in seconds (a deck check, a judge call). */
  extraSeconds: number;
}

export interface DeskSnapshot<T extends DeskTournament = DeskTournament, P extends DeskPlayer = DeskPlayer> {
  tournament: T;
  players: P[];
  matches: DeskMatch[];
  settledAt: string;
  /** The current round's clock (null before round 1). */
  clock: RoundClockState | null;
}

/** A round as announced at the venue: who sits at which table (table null: the bye). */
export type DeskAction =
  | { kind: 'RESULT'; round: number; table: number; outcome: Outcome; expected: Outcome | null }
  | { kind: 'CHECK_IN'; playerId: number; checkedIn: boolean }
  | { kind: 'DROP'; playerId: number }
  | { kind: 'PAIR_ROUND'; round: number; pairings: AnnouncedPairing[] }
  | ClockAction;

export type DeskRefusal = StageRefusal;

const refuse = (refusal: string): DeskRefusal => ({ refusal });
const refused = (answer: object): answer is DeskRefusal => 'refusal' in answer;

/**
 * The next snapshot with `action` applied, or why the rules refuse it. `takenAt`: when the organiser acted, by
 * the desk's reading of the server's clock (the round clock's actions happen then).
 */
export function applyDeskAction<T extends DeskTournament, P extends DeskPlayer>(
  snapshot: DeskSnapshot<T, P>,
  action: DeskAction,
  takenAt = Date.now(),
): DeskSnapshot<T, P> | DeskRefusal {
  switch (action.kind) {
    case 'START_CLOCK':
    case 'PAUSE_CLOCK':
    case 'RESUME_CLOCK':
    case 'EXTEND_ROUND':
    case 'TABLE_TIME':
      return applyClockAction(snapshot, action, takenAt, takenAt);
  }
  const tom = runInTom(snapshot.tournament);
  if (tom) return tom;
  switch (action.kind) {
    case 'RESULT':
      return enterResult(snapshot, action.round, action.table, action.outcome);
    case 'CHECK_IN':
      return changePlayer(snapshot, action.playerId, (player) =>
        checkIn(stageState(snapshot), player, action.checkedIn),
      );
    case 'DROP':
      return changePlayer(snapshot, action.playerId, (player) => drop(stageState(snapshot), player));
    case 'PAIR_ROUND':
      return pairRound(snapshot, action.round, action.pairings);
  }
}

/** The next round's pairings as the server pairs them from this state, or why it may not be paired yet. */
export function pairNextRound(
  snapshot: DeskSnapshot,
): { round: number; pairings: AnnouncedPairing[] } | DeskRefusal {
  const tom = runInTom(snapshot.tournament);
  if (tom) return tom;
  const plan = planned(snapshot, snapshot.tournament.currentRound + 1);
  if (refused(plan)) return plan;
  const { round, kind, tournament } = plan;
  const next = { ...snapshot, tournament };
  const pairings = drawRound(drawStateOf(next.tournament, next), round, kind).map(
    ({ table, a, b }): AnnouncedPairing => ({
      table,
      playerA: a,
      playerB: b,
    }),
  );
  const done = paired(stageState(next), round, kind, pairings.length);
  return refused(done) ? done : { round, pairings };
}

/** Each match side's record and match points before its round, recomputed as the server answers them. */
export function withRecords<S extends DeskSnapshot>(snapshot: S): S {
  const results = playResults(snapshot);
  const side = (player: DeskMatchSide, round: number): DeskMatchSide => ({
    ...player,
    ...results.recordBefore(player.playerId, round),
  });
  return {
    ...snapshot,
    matches: snapshot.matches.map((match) => ({
      ...match,
      playerA: side(match.playerA, match.round),
      playerB: match.playerB ? side(match.playerB, match.round) : null,
    })),
  };
}

function enterResult<S extends DeskSnapshot>(
  snapshot: S,
  round: number,
  table: number,
  outcome: Outcome,
): S | DeskRefusal {
  const match = snapshot.matches.find((m) => m.round === round && m.table === table && m.playerB !== null);
  if (!match) return refuse(`Round ${round} has no table ${table}.`);
  const change = entryByOrganiser(match, outcome, match.stage === 'TOP_CUT');
  if ('refusal' in change) return change;
  const settled = { ...match, ...change.state };
  return withRecords({ ...snapshot, matches: snapshot.matches.map((m) => (m === match ? settled : m)) });
}

function changePlayer<T extends DeskTournament, P extends DeskPlayer>(
  snapshot: DeskSnapshot<T, P>,
  playerId: number,
  change: (player: P) => StageRefusal | Pick<DeskPlayer, 'checkedIn' | 'joinedRound' | 'droppedAfterRound'>,
): DeskSnapshot<T, P> | DeskRefusal {
  const player = snapshot.players.find((p) => p.id === playerId);
  if (!player) return refuse('This player is not in the tournament.');
  const changed = change(player);
  if (refused(changed)) return changed;
  const players = snapshot.players.map((p) => (p === player ? { ...p, ...changed } : p));
  const next = { ...snapshot, players };
  return withRecords({ ...next, tournament: { ...next.tournament, playerCount: playerCount(next) } });
}

function pairRound<T extends DeskTournament, P extends DeskPlayer>(
  snapshot: DeskSnapshot<T, P>,
  round: number,
  pairings: readonly AnnouncedPairing[],
): DeskSnapshot<T, P> | DeskRefusal {
  const plan = planned(snapshot, round);
  if (refused(plan)) return plan;
  const done = paired(stageState({ tournament: plan.tournament }), round, plan.kind, pairings.length);
  if (refused(done)) return done;
  const byId = new Map(snapshot.players.map((player) => [player.id, player]));
  if (pairings.some((p) => !byId.has(p.playerA) || (p.playerB !== null && !byId.has(p.playerB)))) {
    return refuse('The pairings name a player who is not in the tournament.');
  }
  const side = (id: number): DeskMatchSide => {
    const player = byId.get(id)!;
    return { playerId: id, name: player.name, division: player.division, record: '0-0-0', matchPoints: 0 };
  };
  const matches: DeskMatch[] = pairings.map((pairing) => ({
    id: null,
    round,
    stage: plan.kind === 'SWISS' ? 'SWISS' : 'TOP_CUT',
    division: byId.get(pairing.playerA)!.division,
    table: pairing.table,
    playerA: side(pairing.playerA),
    playerB: pairing.playerB === null ? null : side(pairing.playerB),
    // A bye is won outright.
    outcome: pairing.playerB === null ? 'A_WINS' : null,
    reportedOutcome: null,
    reportedBy: null,
    extraSeconds: 0,
  }));
  const stage = plan.kind === 'SWISS' ? 'SWISS' : 'TOP_CUT';
  const minutes = plan.tournament.roundMinutes;
  return withRecords({
    ...snapshot,
    tournament: { ...plan.tournament, stage: done.stage, currentRound: done.currentRound },
    matches: [...snapshot.matches, ...matches],
    // The round's clock, not started, as the server makes it.
    clock: clockState(round, stage, {
      minutes,
      startedAt: null,
      pausedAt: null,
      pausedSeconds: 0,
      extraSeconds: 0,
    }),
  });
}

/** Pairing's first steps, as the server takes them: may `round` be paired, Swiss planned, and the round's kind. */
function planned<T extends DeskTournament>(
  snapshot: DeskSnapshot<T>,
  round: number,
): { round: number; kind: RoundKind; tournament: T } | DeskRefusal {
  const may = mayPair(roundState(snapshot), round);
  if (refused(may)) return may;
  let tournament = snapshot.tournament;
  if (may.planSwiss) {
    const plan = planSwiss(enteredPlayers(snapshot), tournament.divisionsApart);
    if (refused(plan)) return plan;
    tournament = { ...tournament, stage: plan.stage, plannedRounds: plan.plannedRounds };
  }
  const kind = roundKind(tournament.stage as TournamentStage, swissLeft(tournament.plannedRounds, round));
  return { round, kind, tournament };
}

function stageState({ tournament }: Pick<DeskSnapshot, 'tournament'>): StageState {
  return { stage: tournament.stage as TournamentStage, currentRound: tournament.currentRound };
}

function roundState(snapshot: DeskSnapshot): RoundState {
  const round = snapshot.tournament.currentRound;
  const openTables = snapshot.matches.filter((m) => m.round === round && m.outcome === null).length;
  return { ...stageState(snapshot), openTables };
}

function playerCount(snapshot: DeskSnapshot): number {
  return enteredPlayers(snapshot).length || snapshot.players.length;
}
