import { ENQUIRY_SENT } from '@club/rules';
import { ApiProperty } from '@nestjs/swagger';
import { EmailField, TextField } from '../../common/validation.js';

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
