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
import { MemberOrFamily, type Person } from '../family/member-or-family.entity.js';
import { DIVISIONS, type Division } from '@club/rules';
import { notifyTournamentChanged, Tournament } from './tournament.entity.js';

/**
 * One entrant: a member or one of a member's family members, or a player imported from TOM (exactly one), in one
 * age division.
 */
@Entity({ tableName: 'tournament_players' })
@Check({
  name: 'tournament_players_one_person',
  expression: 'num_nonnulls(user_id, family_member_id, tom_player_id) = 1',
})
@Unique({ properties: ['tournament', 'user'] })
@Unique({ properties: ['tournament', 'tomPlayerId'] })
@Unique({ properties: ['tournament', 'familyMember'] })
@Trigger({
  name: 'tournament_players_notify_changed',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'row',
  body: notifyTournamentChanged('tournament_id'),
})
export class TournamentPlayer extends MemberOrFamily {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Tournament, deleteRule: 'cascade' })
  tournament: Rel<Tournament>;

  /** A player of a tournament imported from TOM: their Play! Pokémon Player ID (no account needed). */
  @Property({ type: 'string', length: 10, nullable: true })
  tomPlayerId: string | null = null;

  /** The names TOM's file gives an imported player. */
  @Property({ type: 'string', length: 100, nullable: true })
  firstName: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  lastName: string | null = null;

  /** An imported player's birth year, all that is kept of TOM's date of birth (docs/adr/0061); never shown. */
  @Property({ type: 'integer', nullable: true })
  birthYear: number | null = null;

  @Enum({ items: () => [...DIVISIONS], nativeEnumName: 'tournament_division' })
  division: Division;

  /** Present at check-in (before round 1). */
  @Property({ type: 'boolean' })
  checkedIn: boolean & Opt = false;

  /** The first Swiss round they are paired in; later than 1 for a late entry. */
  @Property({ type: 'integer' })
  joinedRound: number & Opt = 1;

  /** The last round they played before dropping; null while they play on. */
  @Property({ type: 'integer', nullable: true })
  droppedAfterRound: number | null = null;

  /** Final place within their division, set when the tournament finishes. */
  @Property({ type: 'integer', nullable: true })
  place: number | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  constructor(tournament: Tournament, person: Person | { tomPlayerId: string }, division: Division) {
    super();
    this.tournament = tournament;
    if ('tomPlayerId' in person) this.tomPlayerId = person.tomPlayerId;
    else this.setPerson(person);
    this.division = division;
  }
}
