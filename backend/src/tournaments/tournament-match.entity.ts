import { type Opt, type Rel } from '@mikro-orm/core';
import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Trigger,
  Unique,
} from '@mikro-orm/decorators/legacy';
import { DIVISIONS, OUTCOMES, type Division, type Outcome } from '@club/rules';
import { notifyTournamentChanged, Tournament } from './tournament.entity.js';
import { TournamentPlayer } from './tournament-player.entity.js';

export enum MatchStage {
  SWISS = 'SWISS',
  TOP_CUT = 'TOP_CUT',
}

/** One table of one round, or a bye (no `playerB`, no table). */
@Entity({ tableName: 'tournament_matches' })
@Unique({ properties: ['tournament', 'pod', 'round', 'table'] })
@Index({ properties: ['tournament', 'round'] })
@Check({ name: 'tournament_matches_extra_seconds', expression: 'extra_seconds >= 0' })
@Check({
  name: 'tournament_matches_reported_by',
  expression: "reported_by is null or reported_by in ('A', 'B')",
})
@Trigger({
  name: 'tournament_matches_notify_changed',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'row',
  body: notifyTournamentChanged('tournament_id'),
})
export class TournamentMatch {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Tournament, deleteRule: 'cascade' })
  tournament: Rel<Tournament>;

  @Property({ type: 'integer' })
  round: number;

  /**
   * TOM's pod (its category) for an imported tournament, whose pods number their rounds and may reuse tables
   * apart (docs/tournament-rules.md §10); 0 for the club's own, paired as one.
   */
  @Property({ type: 'smallint' })
  pod: number & Opt = 0;

  @Enum({ items: () => MatchStage, nativeEnumName: 'tournament_match_stage' })
  stage: MatchStage;

  /** The division of a top-cut bracket, or of a Swiss pairing's first player. */
  @Enum({ items: () => [...DIVISIONS], nativeEnumName: 'tournament_division' })
  division: Division;

  /** null for a bye. */
  @Property({ type: 'integer', nullable: true })
  table: number | null;

  @Index()
  @ManyToOne({ entity: () => TournamentPlayer, deleteRule: 'cascade' })
  playerA: Rel<TournamentPlayer>;

  @Index()
  @ManyToOne({ entity: () => TournamentPlayer, deleteRule: 'cascade', nullable: true })
  playerB: Rel<TournamentPlayer> | null;

  /** The settled result; null while the table plays or waits for confirmation. */
  @Enum({ items: () => [...OUTCOMES], nativeEnumName: 'tournament_outcome', nullable: true })
  outcome: Outcome | null = null;

  /** A player's report waiting for the opponent's confirmation. */
  @Enum({ items: () => [...OUTCOMES], nativeEnumName: 'tournament_outcome', nullable: true })
  reportedOutcome: Outcome | null = null;

  @Property({ type: 'string', length: 1, nullable: true })
  reportedBy: 'A' | 'B' | null = null;

  /** Extra time this table has on top of the round's clock (a deck check, a judge call), in seconds. */
  @Property({ type: 'integer' })
  extraSeconds: number & Opt = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(
    tournament: Tournament,
    round: number,
    stage: MatchStage,
    division: Division,
    table: number | null,
    playerA: TournamentPlayer,
    playerB: TournamentPlayer | null,
  ) {
    this.tournament = tournament;
    this.round = round;
    this.stage = stage;
    this.division = division;
    this.table = table;
    this.playerA = playerA;
    this.playerB = playerB;
    // A bye is won outright.
    if (playerB === null) this.outcome = 'A_WINS';
  }
}
