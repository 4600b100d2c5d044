import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

/**
 * One sign-in: the session that its rotating refresh tokens and its access tokens (claim `sid`) belong to.
 * Rotation and revocation both lock this row, so neither can slip past the other; its end is fixed at sign-in
 * and never extended by a refresh.
 */
@Entity({ tableName: 'session_families' })
// Announces every end of a session, so each server forgets the callers it cached for it (see CallerCache).
@Trigger({
  name: 'session_families_notify_changed',
  timing: 'after',
  events: ['update', 'delete'],
  forEach: 'row',
  body: "perform pg_notify('session_changed', old.user_id::text); return null",
})
export class SessionFamily {
  @PrimaryKey({ type: 'uuid' })
  id: string;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', index: true })
  user: User;

  /** A remembered session keeps its cookie across browser restarts. */
  @Property({ type: 'boolean' })
  persistent: boolean;

  /** Sign-in time plus the lifetime: the session ends then, however active. */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  constructor(init: { id: string; user: User; persistent: boolean; expiresAt: Date }) {
    this.id = init.id;
    this.user = init.user;
    this.persistent = init.persistent;
    this.expiresAt = init.expiresAt;
  }
}
