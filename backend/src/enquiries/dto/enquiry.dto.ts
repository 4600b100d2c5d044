import { ApiProperty } from '@nestjs/swagger';
import { EmailField, TextField } from '../../common/validation.js';

/** What the visitor sees once the seller or artist has been mailed. */
export const ENQUIRY_SENT = 'Message sent! They will reply to your e-mail address.';

/** A visitor's message to a seller or an artist, mailed by the club with the visitor as reply-to. */
export class CreateEnquiryDto {
  @TextField('Name', { maxLength: 100, example: 'Delia Ketchum' })
  name: string;

  @EmailField()
  email: string;

  @TextField('Message', { maxLength: 2000, multiLine: true })
  message: string;
}

export class EnquirySentDto {
  @ApiProperty({ example: ENQUIRY_SENT })
  message: string;
}
