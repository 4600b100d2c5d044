import { ALL_FIELDS_REQUIRED, PASSWORD_TOO_SHORT } from '@club/rules';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength, IsNotEmpty } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../common/password-rules.js';
import { AvatarField, EmailField, TextField } from '../../common/validation.js';

export class SignupDto {
  @EmailField({ requiredMessage: ALL_FIELDS_REQUIRED })
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, example: 'pikachu25' })
  @MaxLength(PASSWORD_MAX_LENGTH, {
    message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  })
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT })
  @IsString({ message: 'Password must be text.' })
  @IsNotEmpty({ message: ALL_FIELDS_REQUIRED })
  password: string;

  @TextField('First name', { maxLength: 100, requiredMessage: ALL_FIELDS_REQUIRED, example: 'Ash' })
  firstName: string;

  @TextField('Last name', { maxLength: 100, requiredMessage: ALL_FIELDS_REQUIRED, example: 'Ketchum' })
  lastName: string;

  @AvatarField()
  avatar?: number;
}
