import { type Opt, type Rel } from '@mikro-orm/core';
import { Check, Entity, Enum, OneToOne, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { DeckFormat } from '../decks/domain/deck-format.js';
import { Event } from '../events/event.entity.js';
import { TournamentStage } from '@club/rules';
import type { TomBookkeeping } from './domain/tom/tom-bookkeeping.js';

/** Announced (with the tournament's id) by every change to a tournament or anything of it. */
export const TOURNAMENTS_CHANGED = 'tournaments_changed';

/** The body of the row triggers of every tournament table: announce the tournament's id. */
export const notifyTournamentChanged = (idColumn: string) =>
  `perform pg_notify('${TOURNAMENTS_CHANGED}', coalesce(new.${idColumn}, old.${idColumn})::text); return null`;

/** A TOURNAMENT event run as a tournament: its settings and how far it has got. */
@Entity({ tableName: 'tournaments' })
@Check({ name: 'tournaments_best_of', expression: 'best_of in (1, 3)' })
@Check({ name: 'tournaments_round_minutes', expression: 'round_minutes >= 10 and round_minutes <= 180' })
@Trigger({
  name: 'tournaments_notify_changed',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'row',
  body: notifyTournamentChanged('id'),
})
export class Tournament {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @OneToOne({ entity: () => Event, owner: true, deleteRule: 'cascade', unique: true })
  event: Rel<Event>;

  @Enum({ items: () => DeckFormat, nativeEnumName: 'deck_format' })
  format: DeckFormat;

  @Property({ type: 'integer' })
  bestOf: number;

  @Property({ type: 'integer' })
  roundMinutes: number;

  /** Divisions play separate tournaments; otherwise together in age-modified Swiss. */
  @Property({ type: 'boolean' })
  divisionsApart: boolean;

  @Property({ type: 'boolean' })
  topCut: boolean;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  deckListDeadline: Date;

  @Enum({ items: () => TournamentStage, nativeEnumName: 'tournament_stage' })
  stage: TournamentStage & Opt = TournamentStage.REGISTRATION;

  /** The last round paired (Swiss and top cut numbered on); 0 before round 1. */
  @Property({ type: 'integer' })
  currentRound: number & Opt = 0;

  /** Swiss rounds of each division, fixed when round 1 is paired ({"MASTERS": 5, "JUNIOR": 5}). */
  @Property({ type: 'json', nullable: true })
  plannedRounds: Record<string, number> | null = null;

  /** Top-cut size of each division, fixed when the top cut starts (0: none). */
  @Property({ type: 'json', nullable: true })
  topCutSizes: Record<string, number> | null = null;

  @Property({ type: 'boolean' })
  listsPublished: boolean & Opt = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  finishedAt: Date | null = null;

  /** The sanction id of a tournament imported from TOM ('26-06-000394'); null for the club's own. */
  @Property({ type: 'string', length: 40, nullable: true, unique: true })
  tomId: string | null = null;

  /** What TOM's file says beyond players and matches, kept to write it back (no person's data). */
  @Property({ type: 'json', nullable: true, lazy: false })
  tomFile: TomBookkeeping | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(
    event: Event,
    settings: {
      format: DeckFormat;
      bestOf: number;
      roundMinutes: number;
      divisionsApart: boolean;
      topCut: boolean;
      deckListDeadline: Date;
    },
  ) {
    this.event = event;
    this.format = settings.format;
    this.bestOf = settings.bestOf;
    this.roundMinutes = settings.roundMinutes;
    this.divisionsApart = settings.divisionsApart;
    this.topCut = settings.topCut;
    this.deckListDeadline = settings.deckListDeadline;
  }
}
