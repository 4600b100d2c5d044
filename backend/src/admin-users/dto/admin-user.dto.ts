import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../auth/dto/signup.dto.js';
import { AvatarField, EmailField, IfPresent, TextField } from '../../common/validation.js';
import { Role } from '../../common/role.js';

const REQUIRED = 'Please fill in all required fields';
const ROLE_MESSAGE = 'Role must be ADMIN, MEMBER or PENDING.';

/** An account created by an admin, with its role. */
export class CreateUserDto {
  @EmailField({ requiredMessage: REQUIRED })
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @MaxLength(PASSWORD_MAX_LENGTH, {
    message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  })
  @MinLength(PASSWORD_MIN_LENGTH, { message: 'Password must be at least 6 characters long' })
  @IsString({ message: 'Password must be text.' })
  @IsNotEmpty({ message: REQUIRED })
  password: string;

  @TextField('First name', { maxLength: 100, requiredMessage: REQUIRED })
  firstName: string;

  @TextField('Last name', { maxLength: 100, requiredMessage: REQUIRED })
  lastName: string;

  @ApiPropertyOptional({ enum: Role, enumName: 'Role', default: Role.MEMBER })
  @IfPresent()
  @IsEnum(Role, { message: ROLE_MESSAGE })
  role?: Role;

  @AvatarField()
  avatar?: number;
}

/** An admin's change to an account: only the keys sent are changed. */
export class UpdateUserDto {
  @EmailField({ optional: true, requiredMessage: REQUIRED })
  email?: string;

  @TextField('First name', { maxLength: 100, optional: true, requiredMessage: REQUIRED })
  firstName?: string;

  @TextField('Last name', { maxLength: 100, optional: true, requiredMessage: REQUIRED })
  lastName?: string;

  @ApiPropertyOptional({ enum: Role, enumName: 'Role' })
  @IfPresent()
  @IsEnum(Role, { message: ROLE_MESSAGE })
  role?: Role;

  @AvatarField()
  avatar?: number;

  @TextField('Bio', { maxLength: 1000, clearable: true })
  bio?: string | null;

  @TextField('Location', { maxLength: 100, clearable: true })
  location?: string | null;
}

/** react-admin simple-rest list parameters (JSON text in the query string). */
export class ListUsersQueryDto {
  @ApiPropertyOptional({ description: 'JSON [first, last], e.g. [0,24]', example: '[0,24]' })
  @IfPresent()
  @IsString()
  @MaxLength(100)
  range?: string;

  @ApiPropertyOptional({ description: 'JSON [field, "ASC"|"DESC"]', example: '["createdAt","DESC"]' })
  @IfPresent()
  @IsString()
  @MaxLength(100)
  sort?: string;

  @ApiPropertyOptional({
    description: 'JSON object: q (search), role, id (array for getMany)',
    example: '{"role":"PENDING"}',
  })
  @IfPresent()
  @IsString()
  @MaxLength(2000)
  filter?: string;
}
