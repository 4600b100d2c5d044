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
import { EXACTLY_ONE_PERSON, MemberOrFamily, type Person } from '../family/member-or-family.entity.js';
import { Event, EVENTS_CHANGED } from './event.entity.js';

/** One person at one event: a member, or one of a member's family members (exactly one of the two). */
@Entity({ tableName: 'event_registrations' })
@Check({ name: 'event_registrations_one_person', expression: EXACTLY_ONE_PERSON })
@Unique({ properties: ['event', 'user'] })
@Unique({ properties: ['event', 'familyMember'] })
@Trigger({
  name: 'event_registrations_notify_changed',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'row',
  body: `perform pg_notify('${EVENTS_CHANGED}', ''); return null`,
})
export class EventRegistration extends MemberOrFamily {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Event, deleteRule: 'cascade' })
  event: Rel<Event>;

  @Index()
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  registeredAt: Date & Opt = new Date();

  constructor(event: Event, person: Person) {
    super();
    this.event = event;
    this.setPerson(person);
  }
}
