import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A message sent through the contact form; admins mark it handled once answered. */
@Entity({ tableName: 'contact_messages' })
export class ContactMessage {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 100 })
  name: string;

  @Property({ type: 'string', length: 254 })
  email: string;

  @Property({ type: 'string', length: 200 })
  subject: string;

  @Property({ type: 'text' })
  message: string;

  @Index()
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'boolean' })
  handled: boolean & Opt = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  handledAt: Date | null = null;

  constructor(fields: { name: string; email: string; subject: string; message: string }) {
    this.name = fields.name;
    this.email = fields.email;
    this.subject = fields.subject;
    this.message = fields.message;
  }
}
