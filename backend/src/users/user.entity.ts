import { type Opt } from '@mikro-orm/core';
import { Check, Embedded, Entity, Enum, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { Profile } from './profile.embeddable.js';
import { Role } from '../common/role.js';

@Entity({ tableName: 'users' })
@Check({ name: 'users_email_lower_case', expression: 'email = lower(email)' })
// Announces every change to an account, so each server forgets its copy of the caller (see CallerCache).
@Trigger({
  name: 'users_notify_changed',
  timing: 'after',
  events: ['update', 'delete'],
  forEach: 'row',
  body: "perform pg_notify('user_changed', old.id::text); return null",
})
export class User {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Stored lower-cased, so uniqueness is case-insensitive. */
  @Property({ type: 'string', length: 254, unique: true })
  email: string;

  @Property({ type: 'string', length: 255, hidden: true, lazy: true })
  passwordHash: string;

  @Enum({ items: () => Role, nativeEnumName: 'user_role' })
  role: Role = Role.PENDING;

  @Embedded({ entity: () => Profile, prefix: 'profile_' })
  profile: Profile;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  approvedAt: Date | null = null;

  constructor(email: string, passwordHash: string, profile: Profile, role = Role.PENDING) {
    this.email = email.toLowerCase();
    this.passwordHash = passwordHash;
    this.profile = profile;
    this.role = role;
  }
}
