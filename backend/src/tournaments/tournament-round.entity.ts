import { type Opt, type Rel } from '@mikro-orm/core';
import {
  Check,
  Entity,
  Enum,
  ManyToOne,
  PrimaryKey,
  Property,
  Trigger,
  Unique,
} from '@mikro-orm/decorators/legacy';
import { MatchStage } from './tournament-match.entity.js';
import { notifyTournamentChanged, Tournament } from './tournament.entity.js';

/**
 * One round of a tournament (Swiss or top cut) and its clock: a length, a start, pauses and extensions
 * (`@club/rules` round-clock; docs/tournament-rules.md §10). Made when the round is paired, not started; the
 * organiser starts it from the desk. The live answer counts it down from the server's clock.
 */
@Entity({ tableName: 'tournament_rounds' })
@Unique({ properties: ['tournament', 'round'] })
@Check({ name: 'tournament_rounds_minutes', expression: 'minutes >= 1 and minutes <= 600' })
@Check({ name: 'tournament_rounds_paused_seconds', expression: 'paused_seconds >= 0' })
@Check({ name: 'tournament_rounds_extra_seconds', expression: 'extra_seconds >= 0' })
@Check({
  name: 'tournament_rounds_paused_after_start',
  expression: 'paused_at is null or (started_at is not null and paused_at >= started_at)',
})
@Trigger({
  name: 'tournament_rounds_notify_changed',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'row',
  body: notifyTournamentChanged('tournament_id'),
})
export class TournamentRound {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Tournament, deleteRule: 'cascade' })
  tournament: Rel<Tournament>;

  /** Numbered on through Swiss and top cut, as matches are. */
  @Property({ type: 'integer' })
  round: number;

  @Enum({ items: () => MatchStage, nativeEnumName: 'tournament_match_stage' })
  stage: MatchStage;

  /** The round's length (our rounds: the tournament's `roundMinutes`; TOM's: its round time). */
  @Property({ type: 'integer' })
  minutes: number;

  /** When the clock started, by the server's clock (null: not yet). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  startedAt: Date | null = null;

  /** When the clock was paused (null: not paused). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  pausedAt: Date | null = null;

  /** Seconds the clock stood paused in pauses that are over. */
  @Property({ type: 'integer' })
  pausedSeconds: number & Opt = 0;

  /** Seconds the organiser added to the whole round. */
  @Property({ type: 'integer' })
  extraSeconds: number & Opt = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(tournament: Tournament, round: number, stage: MatchStage, minutes: number) {
    this.tournament = tournament;
    this.round = round;
    this.stage = stage;
    this.minutes = minutes;
  }
}
