import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

/**
 * One issued refresh token. Tokens rotate: each refresh marks the old one used and issues a successor in the same
 * family. Presenting a used token again means it was stolen, so the whole family is revoked.
 */
@Entity({ tableName: 'refresh_tokens' })
export class RefreshToken {
  @PrimaryKey({ type: 'uuid' })
  id: string;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user: User;

  @Index()
  @Property({ type: 'uuid' })
  familyId: string;

  /** SHA-256 of the secret part; the secret itself is only ever in the cookie. */
  @Property({ type: 'string', length: 64 })
  secretHash: string;

  /** A remembered session keeps its cookie across browser restarts. */
  @Property({ type: 'boolean' })
  persistent: boolean;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  constructor(init: {
    id: string;
    user: User;
    familyId: string;
    secretHash: string;
    persistent: boolean;
    expiresAt: Date;
  }) {
    this.id = init.id;
    this.user = init.user;
    this.familyId = init.familyId;
    this.secretHash = init.secretHash;
    this.persistent = init.persistent;
    this.expiresAt = init.expiresAt;
  }
}
