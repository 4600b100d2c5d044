import { Collection } from '@mikro-orm/core';
import { Entity, Enum, OneToMany, PrimaryKey, Trigger } from '@mikro-orm/decorators/legacy';
import { ContentItem } from './content-item.entity.js';
import { ContentSectionName } from './domain/sections.js';

export { ContentSectionName };

/** Announced by every change to page content (from any server, the command line or SQL). */
export const CONTENT_CHANGED = 'content_changed';

/** One editable block of a page, holding ordered items. The four sections exist from the first migration on. */
@Entity({ tableName: 'content_sections' })
@Trigger({
  name: 'content_sections_notify_changed',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'row',
  body: `perform pg_notify('${CONTENT_CHANGED}', ''); return null`,
})
export class ContentSection {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Enum({ items: () => ContentSectionName, nativeEnumName: 'content_section_name', unique: true })
  name: ContentSectionName;

  @OneToMany({ entity: () => ContentItem, mappedBy: 'section' })
  items = new Collection<ContentItem>(this);

  constructor(name: ContentSectionName) {
    this.name = name;
  }
}
