import { FILL_IN_PASSWORD_FIELDS } from '@club/rules';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../common/password-rules.js';

export class ChangePasswordDto {
  @ApiProperty({ maxLength: PASSWORD_MAX_LENGTH })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'Current password is incorrect' })
  @IsString({ message: FILL_IN_PASSWORD_FIELDS })
  @IsNotEmpty({ message: FILL_IN_PASSWORD_FIELDS })
  currentPassword: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @MaxLength(PASSWORD_MAX_LENGTH, {
    message: `New password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  })
  @MinLength(PASSWORD_MIN_LENGTH, { message: 'New password must be at least 6 characters long' })
  @IsString({ message: FILL_IN_PASSWORD_FIELDS })
  @IsNotEmpty({ message: FILL_IN_PASSWORD_FIELDS })
  newPassword: string;
}
