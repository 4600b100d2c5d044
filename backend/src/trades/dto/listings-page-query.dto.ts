import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
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

/**
 * A page of a trade list: `range` in react-admin's simple-rest dialect (the admin lists speak it too), and the
 * filters of the trade pages' search box and selects as plain parameters, so the contract carries their values.
 */
export class ListingsPageQueryDto {
  @ApiPropertyOptional({
    description: `JSON [first, last] (0-based, inclusive), at most ${LISTINGS_PAGE_MAX} listings; [0,${LISTINGS_PAGE_SIZE - 1}] when absent`,
    example: `[0,${LISTINGS_PAGE_SIZE - 1}]`,
  })
  @IfPresent()
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
  @IsString({ message: 'q must be text.' })
  @MaxLength(LISTINGS_SEARCH_MAX, { message: `q must be at most ${LISTINGS_SEARCH_MAX} characters long.` })
  q?: string;

  @FilterEnum(CardCondition, 'CardCondition', 'condition')
  condition?: CardCondition;

  @FilterEnum(CardLanguage, 'CardLanguage', 'language')
  language?: CardLanguage;
}
