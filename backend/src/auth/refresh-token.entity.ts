import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { SessionFamily } from './session-family.entity.js';

/**
 * One issued refresh token of a session family. Tokens rotate: each refresh marks the old one used and names
 * its one successor. Presenting a used token again after a short grace means it was copied, so the whole
 * family is revoked.
 */
@Entity({ tableName: 'refresh_tokens' })
export class RefreshToken {
  @PrimaryKey({ type: 'uuid' })
  id: string;

  @ManyToOne({ entity: () => SessionFamily, deleteRule: 'cascade', index: true })
  family: SessionFamily;

  /** SHA-256 of the secret part; the secret itself is only ever in the cookie. */
  @Property({ type: 'string', length: 64 })
  secretHash: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  /** The one token this one was exchanged for; a replay within the grace is answered with it again. */
  @Property({ type: 'uuid', nullable: true })
  successorId: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  constructor(init: { id: string; family: SessionFamily; secretHash: string }) {
    this.id = init.id;
    this.family = init.family;
    this.secretHash = init.secretHash;
  }
}
