import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';
import { OUTCOMES, type Outcome } from '@club/rules';
import { TournamentMatch } from './tournament-match.entity.js';

export const RESULT_ACTIONS = ['REPORTED', 'CONFIRMED', 'ENTERED', 'CORRECTED'] as const;
export type ResultActionName = (typeof RESULT_ACTIONS)[number];

/** The audit log of results: every report, confirmation, entry and correction, never changed or removed. */
@Entity({ tableName: 'tournament_result_changes' })
export class TournamentResultChange {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @ManyToOne({ entity: () => TournamentMatch, deleteRule: 'cascade' })
  match: Rel<TournamentMatch>;

  @Enum({ items: () => [...RESULT_ACTIONS], nativeEnumName: 'tournament_result_action' })
  action: ResultActionName;

  /** The settled result before this change (for corrections). */
  @Enum({ items: () => [...OUTCOMES], nativeEnumName: 'tournament_outcome', nullable: true })
  previousOutcome: Outcome | null;

  @Enum({ items: () => [...OUTCOMES], nativeEnumName: 'tournament_outcome' })
  outcome: Outcome;

  @ManyToOne({ entity: () => User, deleteRule: 'set null', nullable: true })
  by: Rel<User> | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  at: Date & Opt = new Date();

  constructor(
    match: TournamentMatch,
    action: ResultActionName,
    previousOutcome: Outcome | null,
    outcome: Outcome,
    by: User,
    at = new Date(),
  ) {
    this.match = match;
    this.action = action;
    this.previousOutcome = previousOutcome;
    this.outcome = outcome;
    this.by = by;
    this.at = at;
  }
}
