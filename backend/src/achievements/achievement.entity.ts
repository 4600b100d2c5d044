import { type Opt, type Rel } from '@mikro-orm/core';
import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Trigger,
} from '@mikro-orm/decorators/legacy';
import { FamilyMember } from '../family/family-member.entity.js';
import { User } from '../users/user.entity.js';
import { AchievementType } from './domain/leaderboard.js';

export { AchievementType };

/** Announced by every change to achievements (the leaderboard also hears user and family changes). */
export const ACHIEVEMENTS_CHANGED = 'achievements_changed';

/** A win recorded by an admin, for a member or for one of a member's family members (exactly one). */
@Entity({ tableName: 'achievements' })
@Check({ name: 'achievements_one_person', expression: '(user_id is null) <> (family_member_id is null)' })
@Check({ name: 'achievements_place_range', expression: 'place is null or (place >= 1 and place <= 3)' })
@Trigger({
  name: 'achievements_notify_changed',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'row',
  body: `perform pg_notify('${ACHIEVEMENTS_CHANGED}', ''); return null`,
})
export class Achievement {
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

  @Index()
  @ManyToOne({ entity: () => User, deleteRule: 'cascade', nullable: true })
  user: Rel<User> | null = null;

  @Index()
  @ManyToOne({ entity: () => FamilyMember, deleteRule: 'cascade', nullable: true })
  familyMember: Rel<FamilyMember> | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  constructor(title: string, date: string) {
    this.title = title;
    this.date = date;
  }
}
