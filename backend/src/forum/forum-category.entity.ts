import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The colour a category gets when none is chosen (spec 2 §9). */
export const DEFAULT_CATEGORY_COLOR = '#3B82F6';

/** A forum topic area ('Deck Building', 'Trading'…), managed by admins. */
@Entity({ tableName: 'forum_categories' })
// Names are unique whatever their case, so 'Trading' and 'trading' are not two categories.
@Index({
  name: 'forum_categories_name_unique',
  expression: 'create unique index "forum_categories_name_unique" on "forum_categories" (lower("name"))',
})
export class ForumCategory {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 60 })
  name: string;

  @Property({ type: 'string', length: 300, nullable: true })
  description: string | null = null;

  /** #RRGGBB */
  @Property({ type: 'string', length: 7 })
  color: string & Opt = DEFAULT_CATEGORY_COLOR;

  /** A short symbol shown before the name (an emoji), as text. */
  @Property({ type: 'string', length: 16, nullable: true })
  icon: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  constructor(name: string) {
    this.name = name;
  }
}
