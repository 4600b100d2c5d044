import { FILL_IN_REQUIRED, PROFILE_UPDATED } from '@club/rules';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import {
  AvatarField,
  BirthDateField,
  EmailField,
  PlayerIdField,
  TextField,
} from '../../common/validation.js';
import { PASSWORD_MAX_LENGTH } from '../../common/password-rules.js';
import { UserDto } from './user.dto.js';

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/** A member's own profile change; every field optional, but names and e-mail cannot be blanked. */
export class UpdateProfileDto {
  @TextField('First name', { maxLength: 100, optional: true, requiredMessage: FILL_IN_REQUIRED })
  firstName?: string;

  @TextField('Last name', { maxLength: 100, optional: true, requiredMessage: FILL_IN_REQUIRED })
  lastName?: string;

  /** A new address takes effect only once the link mailed to it is opened. */
  @EmailField({ optional: true })
  email?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: PASSWORD_MAX_LENGTH,
    description: 'Your current password: needed (only) when `email` changes.',
  })
  @IsOptional()
  @IsString({ message: WRONG_CURRENT_PASSWORD })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: WRONG_CURRENT_PASSWORD })
  currentPassword?: string | null;

  @AvatarField()
  avatar?: number;

  @TextField('Bio', { maxLength: 1000, clearable: true, multiLine: true })
  bio?: string | null;

  @TextField('Location', { maxLength: 100, clearable: true })
  location?: string | null;

  @PlayerIdField()
  playerId?: string | null;

  @BirthDateField()
  birthDate?: string | null;
}

/** The answer of a profile change: the account as it now is, and what to tell the member. */
export class ProfileUpdateDto {
  @ApiProperty({ type: UserDto })
  user: UserDto;

  @ApiProperty({
    example: 'We sent a link to ash@new.example to confirm your new e-mail address.',
    description: `'${PROFILE_UPDATED}', or where the link to confirm a new e-mail address went.`,
  })
  message: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The new address waiting for its confirmation link, if any.',
  })
  pendingEmail: string | null;
}
