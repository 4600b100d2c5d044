import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { CONTENT_CHANGED, ContentSection } from './content-section.entity.js';

/**
 * One item of a section. The fields are generic; what each holds depends on the section (spec 2 §3):
 * meet_team: title = name, description = bio, imageUrl = avatar, role; our_journey: title, description,
 * date = 1 January of the year; session_times: title = day, description = activity, time, participants.
 */
@Entity({ tableName: 'content_items' })
@Index({ properties: ['section', 'order'] })
@Trigger({
  name: 'content_items_notify_changed',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'row',
  body: `perform pg_notify('${CONTENT_CHANGED}', ''); return null`,
})
export class ContentItem {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => ContentSection, deleteRule: 'cascade' })
  section: Rel<ContentSection>;

  @Property({ type: 'string', length: 200 })
  title: string;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'string', length: 2000, nullable: true })
  imageUrl: string | null = null;

  /** A calendar day (milestones: 1 January of their year). */
  @Property({ type: 'date', nullable: true })
  date: string | null = null;

  @Property({ type: 'string', length: 50, nullable: true })
  time: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  participants: string | null = null;

  /** A team member's role. */
  @Property({ type: 'string', length: 100, nullable: true })
  role: string | null = null;

  @Property({ type: 'integer' })
  order: number;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(section: ContentSection, title: string, order: number) {
    this.section = section;
    this.title = title;
    this.order = order;
  }
}
