import { ELEMENTS } from '@club/rules';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { IfGiven, QueryWholeNumber } from '../../common/validation.js';

export const SUPERTYPES = ['Pokémon', 'Trainer', 'Energy'] as const;
export const MAX_PAGE_SIZE = 100;

export class CardSearchQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IfGiven()
  @QueryWholeNumber()
  @IsInt({ message: 'page must be a whole number from 1 to 100000.' })
  @Min(1, { message: 'page must be a whole number from 1 to 100000.' })
  @Max(100_000, { message: 'page must be a whole number from 1 to 100000.' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })
  @IfGiven()
  @QueryWholeNumber()
  @IsInt({ message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
  @Min(1, { message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
  pageSize?: number;

  @ApiPropertyOptional({
    description: 'Name (accents, case and small typos forgiven) or game text',
    maxLength: 100,
  })
  @IfGiven()
  @IsString()
  @MaxLength(100, { message: 'q must be at most 100 characters long.' })
  q?: string;

  @ApiPropertyOptional({ enum: SUPERTYPES })
  @IfGiven()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^pok[eé]mon$/i.test(value) ? 'Pokémon' : value,
  )
  @IsIn(SUPERTYPES, { message: 'supertype must be Pokémon, Trainer or Energy.' })
  supertype?: string;

  @ApiPropertyOptional({ enum: ELEMENTS, description: 'Element type' })
  @IfGiven()
  @IsIn(ELEMENTS, { message: `type must be one of ${ELEMENTS.join(', ')}.` })
  type?: string;

  @ApiPropertyOptional({ description: 'Set id (sv6) or its code (TWM)', maxLength: 40 })
  @IfGiven()
  @IsString()
  @MaxLength(40, { message: 'set must be at most 40 characters long.' })
  set?: string;

  @ApiPropertyOptional({ description: 'Rarity, e.g. Rare Holo (case-insensitive)', maxLength: 60 })
  @IfGiven()
  @IsString()
  @MaxLength(60, { message: 'rarity must be at most 60 characters long.' })
  rarity?: string;

  @ApiPropertyOptional({
    enum: ['standard', 'expanded'],
    description: 'Only cards legal in this format today',
  })
  @IfGiven()
  @IsIn(['standard', 'expanded'], { message: 'legal must be standard or expanded.' })
  legal?: 'standard' | 'expanded';
}
