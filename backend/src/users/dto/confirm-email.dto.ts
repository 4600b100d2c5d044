import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export const CONFIRMATION_LINK_INVALID =
  'This confirmation link is invalid or has expired. Change your e-mail address on your profile to get a new one.';

/** The token of the link mailed to a new address (`/confirm-email?token=…`). */
export class ConfirmEmailDto {
  @ApiProperty({ maxLength: 100, example: 'n4bQgcj5BVvDe3K0pZ8mWq1rTc2aYh6sLkXfN9oE7uI' })
  @IsString({ message: CONFIRMATION_LINK_INVALID })
  @IsNotEmpty({ message: CONFIRMATION_LINK_INVALID })
  @MaxLength(100, { message: CONFIRMATION_LINK_INVALID })
  token: string;
}
