import { type Opt } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { EventType } from './domain/event-type.js';

/** Announced by every change to events or registrations (from any server, the command line or SQL). */
export const EVENTS_CHANGED = 'events_changed';

/** A club event. `date` is when it starts; `time` is the time as the club writes it ('18:30–21:30'). */
@Entity({ tableName: 'events' })
@Check({ name: 'events_max_attendees_positive', expression: 'max_attendees is null or max_attendees >= 1' })
@Trigger({
  name: 'events_notify_changed',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'row',
  body: `perform pg_notify('${EVENTS_CHANGED}', ''); return null`,
})
export class Event {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200 })
  title: string;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Index()
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  date: Date;

  @Property({ type: 'string', length: 50, nullable: true })
  time: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  location: string | null = null;

  @Enum({ items: () => EventType, nativeEnumName: 'event_type' })
  type: EventType & Opt = EventType.TOURNAMENT;

  /** People (members and family members) who may register; null means no limit. */
  @Property({ type: 'integer', nullable: true })
  maxAttendees: number | null = null;

  @Property({ type: 'boolean' })
  isActive: boolean & Opt = true;

  /** Closed by a tournament's check-in: nobody registers or unregisters any more (the organiser adds late entries). */
  @Property({ type: 'boolean' })
  registrationClosed: boolean & Opt = false;

  /** A picture's URL (uploads come later). */
  @Property({ type: 'string', length: 2000, nullable: true })
  image: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(title: string, date: Date) {
    this.title = title;
    this.date = date;
  }
}
