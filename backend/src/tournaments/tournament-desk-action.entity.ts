import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CLOCK_ACTION_KINDS } from '@club/rules';
import { Tournament } from './tournament.entity.js';

export const DESK_ACTION_KINDS = ['RESULT', 'CHECK_IN', 'DROP', 'PAIR_ROUND', ...CLOCK_ACTION_KINDS] as const;
export type DeskActionKind = (typeof DESK_ACTION_KINDS)[number];

export const DESK_ACTION_STATUSES = ['APPLIED', 'CONFLICT', 'REFUSED'] as const;
export type DeskActionStatus = (typeof DESK_ACTION_STATUSES)[number];

/**
 * An action the organiser's desk queued (offline, most often) and sent, with the outcome it was given: a replay
 * of the same action id answers the same, so nothing is applied twice (docs/adr/0050).
 */
@Entity({ tableName: 'tournament_desk_actions' })
export class TournamentDeskAction {
  /** Made by the desk when the organiser acted. */
  @PrimaryKey({ type: 'uuid' })
  actionId: string;

  @Index()
  @ManyToOne({ entity: () => Tournament, deleteRule: 'cascade' })
  tournament: Rel<Tournament>;

  @Enum({ items: () => [...DESK_ACTION_KINDS], nativeEnumName: 'tournament_desk_action_kind' })
  kind: DeskActionKind;

  /** The action as sent, to tell a replay from a different action reusing the id. */
  @Property({ type: 'json' })
  body: Record<string, unknown>;

  @Enum({ items: () => [...DESK_ACTION_STATUSES], nativeEnumName: 'tournament_desk_action_status' })
  status: DeskActionStatus;

  /** The answer given (HTTP status and body), given again on a replay. */
  @Property({ type: 'json' })
  answer: { httpStatus: number; body: object };

  /** When the organiser acted, by the desk's clock. */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  takenAt: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  receivedAt: Date & Opt = new Date();

  constructor(
    actionId: string,
    tournament: Tournament,
    kind: DeskActionKind,
    body: Record<string, unknown>,
    takenAt: Date,
    status: DeskActionStatus,
    answer: { httpStatus: number; body: object },
  ) {
    this.actionId = actionId;
    this.tournament = tournament;
    this.kind = kind;
    this.body = body;
    this.takenAt = takenAt;
    this.status = status;
    this.answer = answer;
  }
}
