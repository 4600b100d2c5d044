import { FILL_IN_ALL_FIELDS, VALID_AGE } from '@club/rules';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, Max, Min, ValidateIf } from 'class-validator';
import {
  AvatarField,
  BirthDateField,
  IfPresent,
  PlayerIdField,
  QueryWholeNumber,
  TextField,
} from '../../common/validation.js';
import { ReadOnlyField } from '../../common/served-record.js';
import { MemberSummaryDto, toMemberSummaryDto } from '../../users/dto/member-summary.dto.js';
import { avatarUrl } from '../../users/dto/user.dto.js';
import type { User } from '../../users/user.entity.js';
import type { FamilyMember } from '../family-member.entity.js';

/** The spec's message for a birth year (spec 2 §5, profile form). */
export const VALID_BIRTH_YEAR = 'Please enter a valid birth year';
export const AGE_MIN = 0;
export const AGE_MAX = 120;
export const BIRTH_YEAR_MIN = 1900;
export const BIRTH_YEAR_MAX = 2100;

/** A whole number of years, 0 to 120; missing is 'Please fill in all fields'. Checks run in this order. */
const AgeField = (required: boolean) =>
  applyDecorators(
    (required ? ApiProperty : ApiPropertyOptional)({
      minimum: AGE_MIN,
      maximum: AGE_MAX,
      type: 'integer',
      example: 9,
    }),
    IsNotEmpty({ message: FILL_IN_ALL_FIELDS }),
    ...(required ? [] : [IfPresent()]),
    IsInt({ message: VALID_AGE }),
    Min(AGE_MIN, { message: VALID_AGE }),
    Max(AGE_MAX, { message: VALID_AGE }),
  );

/** Optional, and clearable with null. */
const BirthYearField = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: 'integer',
      nullable: true,
      minimum: BIRTH_YEAR_MIN,
      maximum: BIRTH_YEAR_MAX,
    }),
    ValidateIf((_o: object, value: unknown) => value !== undefined && value !== null),
    IsInt({ message: VALID_BIRTH_YEAR }),
    Min(BIRTH_YEAR_MIN, { message: VALID_BIRTH_YEAR }),
    Max(BIRTH_YEAR_MAX, { message: VALID_BIRTH_YEAR }),
  );

export class FamilyMemberDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ description: 'The member the family member belongs to', example: 7 })
  userId: number;

  @ApiProperty({ example: 'Lily' })
  name: string;

  @ApiProperty({ minimum: AGE_MIN, maximum: AGE_MAX, example: 9 })
  age: number;

  @ApiProperty({ type: Number, nullable: true, example: 2016 })
  birthYear: number | null;

  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description:
      'Date of birth, for the deck-list sheet and TOM files: answered only to the owner and admins',
  })
  birthDate: string | null;

  @ApiProperty({ type: String, nullable: true, example: '5152458', description: 'Play! Pokémon Player ID' })
  playerId: string | null;

  @ApiProperty({ description: 'Pokédex number of the avatar', example: 25 })
  avatar: number;

  @ApiProperty({ description: 'Official-artwork image of the avatar' })
  avatarUrl: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export function toFamilyMemberDto(member: FamilyMember): FamilyMemberDto {
  return {
    id: member.id,
    userId: member.owner.id,
    name: member.name,
    age: member.age,
    birthYear: member.birthYear,
    birthDate: member.birthDate,
    playerId: member.playerId,
    avatar: member.avatar,
    avatarUrl: avatarUrl(member.avatar),
    createdAt: member.createdAt.toISOString(),
  };
}

export class CreateFamilyMemberDto {
  @ApiPropertyOptional({ description: 'Must be your own id (defaults to it)', example: 7 })
  @IfPresent()
  @IsInt({ message: 'userId must be a user id.' })
  @Min(1, { message: 'userId must be a user id.' })
  @Max(2_147_483_647, { message: 'userId must be a user id.' })
  userId?: number;

  @TextField('Name', { maxLength: 100, requiredMessage: FILL_IN_ALL_FIELDS })
  name: string;

  @AgeField(true)
  age: number;

  @BirthYearField()
  birthYear?: number | null;

  @BirthDateField()
  birthDate?: string | null;

  @PlayerIdField()
  playerId?: string | null;

  @AvatarField()
  avatar?: number;
}

/** A change to a family member: the record as served, only the keys sent change. */
export class UpdateFamilyMemberDto {
  @ReadOnlyField({ type: 'integer' })
  id?: undefined;

  @ReadOnlyField({ type: 'integer' })
  userId?: undefined;

  @TextField('Name', { maxLength: 100, optional: true, requiredMessage: FILL_IN_ALL_FIELDS })
  name?: string;

  @AgeField(false)
  age?: number;

  @BirthYearField()
  birthYear?: number | null;

  @BirthDateField()
  birthDate?: string | null;

  @PlayerIdField()
  playerId?: string | null;

  @AvatarField()
  avatar?: number;

  @ReadOnlyField({ type: 'string', format: 'uri' })
  avatarUrl?: undefined;

  @ReadOnlyField({ type: 'string', format: 'date-time' })
  createdAt?: undefined;
}

export class FamilyMembersQueryDto {
  @ApiPropertyOptional({ description: 'Whose family: your own id (default), or anyone for an admin' })
  @IfPresent()
  @QueryWholeNumber()
  @IsInt({ message: 'userId must be a user id.' })
  @Min(1, { message: 'userId must be a user id.' })
  @Max(2_147_483_647, { message: 'userId must be a user id.' })
  userId?: number;
}

export class FamilyMemberWithOwnerDto extends FamilyMemberDto {
  @ApiProperty({ type: MemberSummaryDto })
  owner: MemberSummaryDto;
}

/** Needs the owner loaded. */
export function toFamilyMemberWithOwnerDto(member: FamilyMember): FamilyMemberWithOwnerDto {
  return { ...toFamilyMemberDto(member), owner: toMemberSummaryDto(member.owner as User) };
}
