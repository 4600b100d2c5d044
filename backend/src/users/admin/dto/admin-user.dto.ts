import { FILL_IN_REQUIRED, PASSWORD_TOO_SHORT, USER_CREATED } from '@club/rules';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../common/password-rules.js';
import { Role } from '../../../common/role.js';
import { NestedFields, ReadOnlyField } from '../../../common/served-record.js';
import {
  AVATAR_SCHEMA,
  AvatarField,
  BirthDateField,
  EmailField,
  IfPresent,
  PlayerIdField,
  TextField,
} from '../../../common/validation.js';
import { UserDto } from '../../dto/user.dto.js';
import { FlatProfileKey, ProfileWithFlatKeys } from './flat-profile.js';

const ROLE_MESSAGE = 'Role must be ADMIN, MEMBER or PENDING.';

/** A new account's profile, nested as in the record served. */
export class NewUserProfileDto {
  @TextField('First name', { maxLength: 100, requiredMessage: FILL_IN_REQUIRED })
  firstName: string;

  @TextField('Last name', { maxLength: 100, requiredMessage: FILL_IN_REQUIRED })
  lastName: string;

  @AvatarField()
  avatar?: number;
}

/**
 * An account created by an admin, with its role: the record's shape (react-admin's create form), plus the
 * password; or the spec's flat shape (`firstName`, `lastName`, `avatar` beside `email`).
 */
export class CreateUserDto {
  @EmailField({ requiredMessage: FILL_IN_REQUIRED })
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @MaxLength(PASSWORD_MAX_LENGTH, {
    message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  })
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT })
  @IsString({ message: 'Password must be text.' })
  @IsNotEmpty({ message: FILL_IN_REQUIRED })
  password: string;

  @ApiPropertyOptional({ enum: Role, enumName: 'Role', default: Role.MEMBER })
  @IfPresent()
  @IsEnum(Role, { message: ROLE_MESSAGE })
  role?: Role;

  @NestedFields(() => NewUserProfileDto, {
    label: 'profile',
    requiredMessage: FILL_IN_REQUIRED,
    replaceableBy: 'Required, unless firstName and lastName are sent flat (the spec’s shape).',
  })
  @ProfileWithFlatKeys(() => NewUserProfileDto, ['firstName', 'lastName', 'avatar'])
  profile: NewUserProfileDto;

  @FlatProfileKey({ type: 'string' })
  firstName?: undefined;

  @FlatProfileKey({ type: 'string' })
  lastName?: undefined;

  @FlatProfileKey(AVATAR_SCHEMA)
  avatar?: undefined;
}

/** Changes to an account's profile, nested as in the record served: only the keys sent change. */
export class UserProfileChangesDto {
  @TextField('First name', { maxLength: 100, optional: true, requiredMessage: FILL_IN_REQUIRED })
  firstName?: string;

  @TextField('Last name', { maxLength: 100, optional: true, requiredMessage: FILL_IN_REQUIRED })
  lastName?: string;

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

  @ReadOnlyField({ type: 'string', format: 'uri' })
  avatarUrl?: undefined;
}

/**
 * An admin's change to an account: the record as served (`UserDto`), edited, as react-admin's simple-rest
 * client sends it back, or the spec's changed fields flat. Only the keys sent change; id and dates are ignored.
 */
export class UpdateUserDto {
  @ReadOnlyField({ type: 'integer' })
  id?: undefined;

  @EmailField({ optional: true, requiredMessage: FILL_IN_REQUIRED })
  email?: string;

  @ApiPropertyOptional({ enum: Role, enumName: 'Role' })
  @IfPresent()
  @IsEnum(Role, { message: ROLE_MESSAGE })
  role?: Role;

  @NestedFields(() => UserProfileChangesDto, { label: 'profile' })
  @ProfileWithFlatKeys(() => UserProfileChangesDto, ['firstName', 'lastName', 'avatar', 'bio', 'location'])
  profile?: UserProfileChangesDto;

  @FlatProfileKey({ type: 'string' })
  firstName?: undefined;

  @FlatProfileKey({ type: 'string' })
  lastName?: undefined;

  @FlatProfileKey(AVATAR_SCHEMA)
  avatar?: undefined;

  @FlatProfileKey({ type: 'string', nullable: true })
  bio?: undefined;

  @FlatProfileKey({ type: 'string', nullable: true })
  location?: undefined;

  @ReadOnlyField({ type: 'string', format: 'date-time' })
  createdAt?: undefined;

  @ReadOnlyField({ type: 'string', format: 'date-time', nullable: true })
  approvedAt?: undefined;

  /** The create answer's sentence, should a client send that record back. */
  @ReadOnlyField({ type: 'string' })
  message?: undefined;
}

/** The new account, and the sentence the spec's client shows (spec 2 §8). */
export class CreatedUserDto extends UserDto {
  @ApiProperty({ example: USER_CREATED })
  message: string;
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
