import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsInt, Max, Min, ValidateBy, ValidateIf } from 'class-validator';
import { FILL_IN_REQUIRED, ukDay } from '@club/rules';
import { ReadOnlyField, ReadOnlyRecord } from '../../common/served-record.js';
import { DayField as CommonDayField, IfPresent, TextField } from '../../common/validation.js';
import { FamilyMemberWithOwnerDto, toFamilyMemberWithOwnerDto } from '../../family/dto/family-member.dto.js';
import type { FamilyMember } from '../../family/family-member.entity.js';
import { MemberSummaryDto, toMemberSummaryDto } from '../../users/dto/member-summary.dto.js';
import type { User } from '../../users/user.entity.js';
import type { Achievement } from '../achievement.entity.js';
import { AchievementType } from '../domain/leaderboard.js';

const TYPE_MESSAGE = `Type must be one of ${Object.values(AchievementType).join(', ')}.`;
const PLACE_MESSAGE = 'Place must be 1, 2, 3 or empty.';
const DATE_MESSAGE = "Date must be a day such as '2026-05-16'.";
const ID_MESSAGE = (what: string) => `${what} must be an id or empty.`;

const FUTURE_MESSAGE = 'Date cannot be in the future: an achievement is a result already won.';

/** A day; a date-time as react-admin's date input may send keeps its date part. Today at the latest (UK). */
const DayField = (required: boolean) =>
  applyDecorators(
    CommonDayField({ required, requiredMessage: FILL_IN_REQUIRED, message: DATE_MESSAGE }),
    // Checked after the day's form (a text that is no day has its own message): a result dated 2099 would
    // top the leaderboards, which rank the latest first among ties.
    ValidateBy(
      {
        name: 'notInFuture',
        validator: { validate: (value) => typeof value !== 'string' || value <= ukDay() },
      },
      { message: FUTURE_MESSAGE },
    ),
  );

/** An id that may be null (react-admin sends the one not chosen as null). */
const OptionalIdField = (what: string, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', nullable: true, description }),
    ValidateIf((_o: object, value: unknown) => value !== undefined && value !== null),
    IsInt({ message: ID_MESSAGE(what) }),
    Min(1, { message: ID_MESSAGE(what) }),
    Max(2_147_483_647, { message: ID_MESSAGE(what) }),
  );

const PlaceField = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: 'integer',
      nullable: true,
      minimum: 1,
      maximum: 3,
      description: '1st, 2nd, 3rd',
    }),
    ValidateIf((_o: object, value: unknown) => value !== undefined && value !== null),
    IsInt({ message: PLACE_MESSAGE }),
    Min(1, { message: PLACE_MESSAGE }),
    Max(3, { message: PLACE_MESSAGE }),
  );

export class AchievementDto {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ enum: AchievementType, enumName: 'AchievementType' })
  type: AchievementType;

  @ApiProperty({ example: 'Spring League champion' })
  title: string;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ type: String, format: 'date', example: '2026-05-16' })
  date: string;

  @ApiProperty({ type: 'integer', nullable: true, description: '1, 2, 3 or null' })
  place: number | null;

  @ApiProperty({ type: String, nullable: true })
  competitionName: string | null;

  @ApiProperty({ type: String, nullable: true })
  competitionType: string | null;

  @ApiProperty({ type: 'integer', nullable: true })
  userId: number | null;

  @ApiProperty({ type: 'integer', nullable: true })
  familyMemberId: number | null;

  @ApiProperty({ type: MemberSummaryDto, nullable: true, description: 'The member, when it is theirs' })
  user: MemberSummaryDto | null;

  @ApiProperty({
    type: FamilyMemberWithOwnerDto,
    nullable: true,
    description: 'The family member (with their owner), when it is theirs',
  })
  familyMember: FamilyMemberWithOwnerDto | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

/** Needs the user, or the family member and its owner, loaded. */
export function toAchievementDto(achievement: Achievement): AchievementDto {
  return {
    id: achievement.id,
    type: achievement.type,
    title: achievement.title,
    description: achievement.description,
    date: achievement.date,
    place: achievement.place,
    competitionName: achievement.competitionName,
    competitionType: achievement.competitionType,
    userId: achievement.user?.id ?? null,
    familyMemberId: achievement.familyMember?.id ?? null,
    user: achievement.user ? toMemberSummaryDto(achievement.user as User) : null,
    familyMember: achievement.familyMember
      ? toFamilyMemberWithOwnerDto(achievement.familyMember as FamilyMember)
      : null,
    createdAt: achievement.createdAt.toISOString(),
  };
}

class AchievementFields {
  @ApiPropertyOptional({ enum: AchievementType, enumName: 'AchievementType' })
  @IfPresent()
  @IsEnum(AchievementType, { message: TYPE_MESSAGE })
  type?: AchievementType;

  @TextField('Description', { maxLength: 2000, clearable: true, multiLine: true })
  description?: string | null;

  @PlaceField()
  place?: number | null;

  @TextField('Competition name', { maxLength: 200, clearable: true })
  competitionName?: string | null;

  @TextField('Competition type', { maxLength: 100, clearable: true })
  competitionType?: string | null;

  @OptionalIdField('userId', 'The member who won (or familyMemberId)')
  userId?: number | null;

  @OptionalIdField('familyMemberId', 'The family member who won (or userId)')
  familyMemberId?: number | null;

  @ReadOnlyField({ type: 'integer' })
  id?: undefined;

  @ReadOnlyRecord(() => MemberSummaryDto)
  user?: undefined;

  @ReadOnlyRecord(() => FamilyMemberWithOwnerDto)
  familyMember?: undefined;

  @ReadOnlyField({ type: 'string', format: 'date-time' })
  createdAt?: undefined;
}

/** A new achievement: title, date and exactly one of userId or familyMemberId. */
export class CreateAchievementDto extends AchievementFields {
  @TextField('Title', { maxLength: 200, requiredMessage: FILL_IN_REQUIRED })
  title: string;

  @DayField(true)
  date: string;
}

/** A change: the record as served, edited; only the keys sent change. */
export class UpdateAchievementDto extends AchievementFields {
  @TextField('Title', { maxLength: 200, optional: true, requiredMessage: FILL_IN_REQUIRED })
  title?: string;

  @DayField(false)
  date?: string;
}

export class LeaderboardEntryDto {
  @ApiProperty({ description: "'user-7' or 'family-3'", example: 'user-7' })
  id: string;

  @ApiProperty({
    description: "A member's first name and initial, or a family member's name",
    example: 'Ash K.',
  })
  name: string;

  @ApiProperty({ description: 'Avatar image URL' })
  avatar: string;

  @ApiProperty({ example: 3 })
  wins: number;
}

export class LeaderboardDto {
  @ApiProperty({ type: [LeaderboardEntryDto], description: 'Top 5 tournament wins' })
  tournament: LeaderboardEntryDto[];

  @ApiProperty({ type: [LeaderboardEntryDto], description: 'Top 5 casual wins' })
  casual: LeaderboardEntryDto[];

  @ApiProperty({ type: [LeaderboardEntryDto], description: 'Top 5 competition wins' })
  competition: LeaderboardEntryDto[];
}
