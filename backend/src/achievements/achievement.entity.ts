import { type Opt } from '@mikro-orm/core';
import { Check, Entity, Enum, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { EXACTLY_ONE_PERSON, MemberOrFamily } from '../family/member-or-family.entity.js';
import { AchievementType } from './domain/leaderboard.js';

export { AchievementType };

/** Announced by every change to achievements (the leaderboard also hears user and family changes). */
export const ACHIEVEMENTS_CHANGED = 'achievements_changed';

/** A win recorded by an admin, for a member or for one of a member's family members (exactly one). */
@Entity({ tableName: 'achievements' })
@Check({ name: 'achievements_one_person', expression: EXACTLY_ONE_PERSON })
@Check({ name: 'achievements_place_range', expression: 'place is null or (place >= 1 and place <= 3)' })
@Trigger({
  name: 'achievements_notify_changed',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'row',
  body: `perform pg_notify('${ACHIEVEMENTS_CHANGED}', ''); return null`,
})
export class Achievement extends MemberOrFamily {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Enum({ items: () => AchievementType, nativeEnumName: 'achievement_type' })
  type: AchievementType & Opt = AchievementType.TOURNAMENT_WIN;

  @Property({ type: 'string', length: 200 })
  title: string;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  /** The day it was won. */
  @Property({ type: 'date' })
  date: string;

  /** 1st, 2nd or 3rd; null when no place applies. */
  @Property({ type: 'integer', nullable: true })
  place: number | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  competitionName: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  competitionType: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  constructor(title: string, date: string) {
    super();
    this.title = title;
    this.date = date;
  }
}
