import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsObject,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IfPresent } from '../../common/validation.js';
import type { FormatDefinition } from '../../cards/domain/format.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export class BannedPrintDto {
  @ApiProperty({ example: 'Lysandre’s Trump Card' })
  @IsString()
  @MaxLength(200)
  name: string;

  @ApiProperty({ example: 'xy3' })
  @IsString()
  @Matches(/^[a-z0-9.-]{1,40}$/i, { message: 'setId must be a data set id such as xy3.' })
  setId: string;

  @ApiProperty({ example: '99' })
  @IsString()
  @Matches(/^[A-Za-z0-9]{1,20}$/, { message: 'number must be a card number such as 99 or TG12.' })
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
  @ApiPropertyOptional({ type: [String], description: 'Standard: the legal regulation marks' })
  @IfPresent()
  @IsArray()
  @ArrayMaxSize(26)
  @Matches(/^[A-Z]$/, { each: true, message: 'Each regulation mark is one capital letter.' })
  legalMarks?: string[];

  @ApiPropertyOptional({ description: 'Expanded: the first series in the format' })
  @IfPresent()
  @IsString()
  @MaxLength(100)
  firstSeries?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Expanded: sets released on or after this day are in' })
  @IfPresent()
  @Matches(DAY, { message: 'firstSetReleaseDate must be a date YYYY-MM-DD.' })
  firstSetReleaseDate?: string;

  @ApiPropertyOptional({ type: [String] })
  @IfPresent()
  @IsArray()
  @ArrayMaxSize(500)
  @Matches(/^[a-z0-9.-]{1,40}$/i, { each: true, message: 'Each excluded set must be a data set id.' })
  excludedSetIds?: string[];

  @ApiPropertyOptional({ type: [String] })
  @IfPresent()
  @IsArray()
  @ArrayMaxSize(2000)
  @Matches(/^[A-Za-z0-9.]{1,30}-[A-Za-z0-9.]{1,29}$/, {
    each: true,
    message: 'Each excluded card must be a card id.',
  })
  excludedCardIds?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Every print with one of these names is banned' })
  @IfPresent()
  @IsArray()
  @ArrayMaxSize(500)
  @IsString({ each: true })
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

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string', format: 'date' } })
  @IfPresent()
  @IsObject()
  setLegalFrom?: Record<string, string>;
}
