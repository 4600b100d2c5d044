import { type Opt, type Rel } from '@mikro-orm/core';
import {
  Check,
  Entity,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Trigger,
  Unique,
} from '@mikro-orm/decorators/legacy';
import { FamilyMember } from '../family/family-member.entity.js';
import { User } from '../users/user.entity.js';
import { Event, EVENTS_CHANGED } from './event.entity.js';

/** One person at one event: a member, or one of a member's family members (exactly one of the two). */
@Entity({ tableName: 'event_registrations' })
@Check({
  name: 'event_registrations_one_person',
  expression: '(user_id is null) <> (family_member_id is null)',
})
@Unique({ properties: ['event', 'user'] })
@Unique({ properties: ['event', 'familyMember'] })
@Trigger({
  name: 'event_registrations_notify_changed',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'row',
  body: `perform pg_notify('${EVENTS_CHANGED}', ''); return null`,
})
export class EventRegistration {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Event, deleteRule: 'cascade' })
  event: Rel<Event>;

  @Index()
  @ManyToOne({ entity: () => User, deleteRule: 'cascade', nullable: true })
  user: Rel<User> | null = null;

  @Index()
  @ManyToOne({ entity: () => FamilyMember, deleteRule: 'cascade', nullable: true })
  familyMember: Rel<FamilyMember> | null = null;

  @Index()
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  registeredAt: Date & Opt = new Date();

  constructor(event: Event, person: { user: User } | { familyMember: FamilyMember }) {
    this.event = event;
    if ('user' in person) this.user = person.user;
    else this.familyMember = person.familyMember;
  }
}
