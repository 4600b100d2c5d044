import { type Opt, type Rel } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { DEFAULT_AVATAR } from '../users/profile.embeddable.js';
import { User } from '../users/user.entity.js';
import { FAMILY_CHANGED } from './family.tokens.js';

/** A member's child or partner, whom the member registers for events and who can win achievements. */
@Entity({ tableName: 'family_members' })
@Check({ name: 'family_members_age_range', expression: 'age >= 0 and age <= 120' })
@Trigger({
  name: 'family_members_notify_changed',
  timing: 'after',
  events: ['update', 'delete'],
  forEach: 'row',
  body: `perform pg_notify('${FAMILY_CHANGED}', ''); return null`,
})
export class FamilyMember {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  owner: Rel<User>;

  @Property({ type: 'string', length: 100 })
  name: string;

  @Property({ type: 'integer' })
  age: number;

  /** For age divisions of tournaments; optional. The year of `birthDate` when that is given. */
  @Property({ type: 'integer', nullable: true })
  birthYear: number | null = null;

  /** For the official deck-list sheet and TOM's file; seen only by the owner and admins (docs/adr/0061). */
  @Property({ type: 'date', nullable: true })
  birthDate: string | null = null;

  /** Play! Pokémon Player ID (digits): how TOM's files name them (docs/adr/0061). */
  @Property({ type: 'string', length: 10, nullable: true, unique: true })
  playerId: string | null = null;

  /** Pokédex number of the chosen avatar. */
  @Property({ type: 'integer' })
  avatar: number & Opt = DEFAULT_AVATAR;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  constructor(owner: User, name: string, age: number) {
    this.owner = owner;
    this.name = name;
    this.age = age;
  }
}
