import { readDay } from '@club/rules';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsString,
  Matches,
  MaxLength,
  Validate,
  ValidateNested,
  type ValidatorConstraintInterface,
  ValidatorConstraint,
} from 'class-validator';
import { IfPresent } from '../../common/validation.js';
import type { FormatDefinition } from '../domain/format-definition.js';
import { CARD_ID_PATTERN } from '../../common/card-id.js';

/** A real calendar day written YYYY-MM-DD (2026-02-31 is refused). */
const isIsoDay = (value: unknown): boolean => typeof value === 'string' && readDay(value) !== null;

@ValidatorConstraint({ name: 'isoDay' })
class IsoDayRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isIsoDay(value);
  }
  defaultMessage(): string {
    return 'firstSetReleaseDate must be a real date YYYY-MM-DD.';
  }
}

@ValidatorConstraint({ name: 'setLegalFrom' })
class SetLegalFromRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const entries = Object.entries(value);
    return (
      entries.length <= 1000 &&
      entries.every(([setId, day]) => /^[a-z0-9.-]{1,40}$/.test(setId) && isIsoDay(day))
    );
  }
  defaultMessage(): string {
    return 'setLegalFrom maps lower-case set ids (such as sv6) to real dates YYYY-MM-DD.';
  }
}

export class BannedPrintDto {
  @ApiProperty({ example: 'Lysandre’s Trump Card', maxLength: 200 })
  @IsString({ message: 'Each banned print needs a name.' })
  @Matches(/\S/, { message: 'Each banned print needs a name.' })
  @MaxLength(200)
  name: string;

  @ApiProperty({ example: 'xy3', pattern: '^[a-z0-9.-]{1,40}$' })
  @IsString()
  @Matches(/^[a-z0-9.-]{1,40}$/, { message: 'setId must be a lower-case data set id such as xy3.' })
  setId: string;

  @ApiProperty({ example: '99', pattern: '^[A-Za-z0-9]{1,20}$' })
  @IsString()
  @Matches(/^[A-Z0-9]{1,20}$/i, { message: 'number must be a card number such as 99 or TG12.' })
  number: string;
}

/** A format as admins see and edit it. */
export class FormatDto {
  @ApiProperty({ enum: ['standard', 'expanded'] }) code: string;
  @ApiProperty({ example: 'Standard' }) label: string;
  @ApiPropertyOptional({ type: [String], example: ['H', 'I', 'J'] }) legalMarks?: string[];
  @ApiPropertyOptional({ example: 'Black & White' }) firstSeries?: string;
  @ApiPropertyOptional({ format: 'date' }) firstSetReleaseDate?: string;
  @ApiProperty({ type: [String] }) excludedSetIds: string[];
  @ApiProperty({ type: [String] }) excludedCardIds: string[];
  @ApiProperty({ type: [String] }) bannedCardNames: string[];
  @ApiProperty({ type: [BannedPrintDto] }) bannedPrints: BannedPrintDto[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', format: 'date' },
    description: 'set id → legal from',
  })
  setLegalFrom: Record<string, string>;
}

export function toFormatDto(definition: FormatDefinition): FormatDto {
  return { ...definition };
}

/** An admin's change to a format: only the keys sent change. Legality of every card is recomputed. */
export class UpdateFormatDto {
  @ApiPropertyOptional({
    type: [String],
    description: 'Standard: the legal regulation marks (one capital letter each)',
  })
  @IfPresent()
  @IsArray()
  @ArrayMinSize(1, { message: 'Give at least one legal regulation mark.' })
  @ArrayMaxSize(26)
  @ArrayUnique({ message: 'Each regulation mark once only.' })
  @Matches(/^[A-Z]$/, { each: true, message: 'Each regulation mark is one capital letter.' })
  legalMarks?: string[];

  @ApiPropertyOptional({ description: 'Expanded: the first series in the format' })
  @IfPresent()
  @IsString()
  @Matches(/\S/, { message: 'firstSeries must not be blank.' })
  @MaxLength(100)
  firstSeries?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Expanded: sets released on or after this day are in' })
  @IfPresent()
  @Validate(IsoDayRule)
  firstSetReleaseDate?: string;

  @ApiPropertyOptional({ type: [String] })
  @IfPresent()
  @IsArray()
  @ArrayMaxSize(500)
  @Matches(/^[a-z0-9.-]{1,40}$/, {
    each: true,
    message: 'Each excluded set must be a lower-case data set id.',
  })
  excludedSetIds?: string[];

  @ApiPropertyOptional({ type: [String] })
  @IfPresent()
  @IsArray()
  @ArrayMaxSize(2000)
  @Matches(CARD_ID_PATTERN, {
    each: true,
    message: 'Each excluded card must be a card id.',
  })
  excludedCardIds?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Every print with one of these names is banned' })
  @IfPresent()
  @IsArray()
  @ArrayMaxSize(500)
  @IsString({ each: true })
  @Matches(/\S/, { each: true, message: 'Banned names must not be blank.' })
  @MaxLength(200, { each: true })
  bannedCardNames?: string[];

  @ApiPropertyOptional({
    type: [BannedPrintDto],
    description: 'Banned prints; their reprints are banned with them',
  })
  @IfPresent()
  @IsArray()
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => BannedPrintDto)
  bannedPrints?: BannedPrintDto[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string', format: 'date' },
    description: 'set id → legal from',
  })
  @IfPresent()
  @Validate(SetLegalFromRule)
  setLegalFrom?: Record<string, string>;
}
