import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEnum, IsString, MaxLength } from 'class-validator';
import { IfGiven, IfPresent } from '../../common/validation.js';
import { CardCondition, CardLanguage } from '../domain/trade-terms.js';
import { LISTINGS_PAGE_MAX, LISTINGS_PAGE_SIZE, LISTINGS_SEARCH_MAX } from '../listings-page.js';

const FilterEnum = <T extends object>(values: T, name: string, field: string) =>
  applyDecorators(
    ApiPropertyOptional({ enum: values, enumName: name, description: `Only listings of this ${field}` }),
    IfGiven(),
    IsEnum(values, { message: `${field} must be one of ${Object.values(values).join(', ')}.` }),
  );

/** `[0, 23]` and `[0,23]` ask for one page: read in one spelling, so its kept answer has one key (adr 0042). */
function canonicalRange({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string' || value.length > 100) return value;
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed) && parsed.length === 2 && parsed.every((n) => Number.isSafeInteger(n)))
      return JSON.stringify(parsed);
  } catch {
    // Not JSON: the page's own check refuses it.
  }
  return value;
}

/** Words as the search splits them: spaces around and between them change nothing. */
const searchWords = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim().split(/\s+/).join(' ') : value;

/**
 * A page of a trade list: `range` in react-admin's simple-rest dialect (the admin lists speak it too), and the
 * filters of the trade pages' search box and selects as plain parameters, so the contract carries their values.
 */
export class ListingsPageQueryDto {
  @ApiPropertyOptional({
    description: `JSON [first, last] (0-based, inclusive), at most ${LISTINGS_PAGE_MAX} listings; [0,${LISTINGS_PAGE_SIZE - 1}] when absent`,
    example: `[0,${LISTINGS_PAGE_SIZE - 1}]`,
    default: `[0,${LISTINGS_PAGE_SIZE - 1}]`,
  })
  @IfPresent()
  @Transform(canonicalRange)
  @IsString()
  @MaxLength(100)
  range?: string;

  @ApiPropertyOptional({
    maxLength: LISTINGS_SEARCH_MAX,
    description:
      "Words, each found (case aside) in the card's title, the card wanted, or the seller's first or last name",
    example: 'pikachu',
  })
  @IfGiven()
  @Transform(searchWords)
  @IsString({ message: 'q must be text.' })
  @MaxLength(LISTINGS_SEARCH_MAX, { message: `q must be at most ${LISTINGS_SEARCH_MAX} characters long.` })
  q?: string;

  @FilterEnum(CardCondition, 'CardCondition', 'condition')
  condition?: CardCondition;

  @FilterEnum(CardLanguage, 'CardLanguage', 'language')
  language?: CardLanguage;
}
