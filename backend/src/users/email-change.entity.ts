import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity.js';

/**
 * A change of e-mail address waiting for its confirmation link to be opened; the account keeps its old address
 * until then. One per account: asking again replaces it.
 */
@Entity({ tableName: 'email_changes' })
export class EmailChange {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', unique: true })
  user: User;

  /** Lower-cased, as the account will store it. */
  @Property({ type: 'string', length: 254 })
  newEmail: string;

  /** SHA-256 of the link's token; the token itself is only ever in the mail. */
  @Property({ type: 'string', length: 64, unique: true })
  tokenHash: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  constructor(user: User, newEmail: string, tokenHash: string, expiresAt: Date) {
    this.user = user;
    this.newEmail = newEmail.toLowerCase();
    this.tokenHash = tokenHash;
    this.expiresAt = expiresAt;
  }
}
