import { MESSAGE_SENT } from '@club/rules';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { ReadOnlyField } from '../../common/served-record.js';
import { EmailField, IfPresent, TextField } from '../../common/validation.js';
import type { ContactMessage } from '../contact-message.entity.js';

/** The contact form: all four fields required, a valid e-mail address. */
export class CreateContactMessageDto {
  @TextField('Name', { maxLength: 100 })
  name: string;

  @EmailField()
  email: string;

  @TextField('Subject', { maxLength: 200 })
  subject: string;

  @TextField('Message', { maxLength: 5000, multiLine: true })
  message: string;
}

export class ContactSentDto {
  @ApiProperty({ example: MESSAGE_SENT })
  message: string;
}

export class ContactMessageDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'Brock Harrison' })
  name: string;

  @ApiProperty({ example: 'brock@example.com' })
  email: string;

  @ApiProperty({ example: 'Joining with my son' })
  subject: string;

  @ApiProperty()
  message: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ description: 'An admin answered it' })
  handled: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  handledAt: string | null;
}

export function toContactMessageDto(message: ContactMessage): ContactMessageDto {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
    handled: message.handled,
    handledAt: message.handledAt ? message.handledAt.toISOString() : null,
  };
}

/** An admin's change: the record as served; only `handled` can change. */
export class UpdateContactMessageDto {
  @ApiPropertyOptional({ type: Boolean })
  @IfPresent()
  @IsBoolean({ message: 'handled must be true or false.' })
  handled?: boolean;

  @ReadOnlyField({ type: 'integer' })
  id?: undefined;

  @ReadOnlyField({ type: 'string' })
  name?: undefined;

  @ReadOnlyField({ type: 'string' })
  email?: undefined;

  @ReadOnlyField({ type: 'string' })
  subject?: undefined;

  @ReadOnlyField({ type: 'string' })
  message?: undefined;

  @ReadOnlyField({ type: 'string', format: 'date-time' })
  createdAt?: undefined;

  @ReadOnlyField({ type: 'string', format: 'date-time', nullable: true })
  handledAt?: undefined;
}
