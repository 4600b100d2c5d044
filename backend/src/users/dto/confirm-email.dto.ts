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

export class EmailConfirmedDto {
  @ApiProperty({ example: 'Your e-mail address is now ash@new.example. Use it to sign in from now on.' })
  message: string;

  @ApiProperty({ example: 'ash@new.example', description: "The account's address from now on." })
  email: string;
}
