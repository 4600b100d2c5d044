import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IfPresent } from '../../common/validation.js';
import { LISTINGS_PAGE_MAX, LISTINGS_PAGE_SIZE } from '../listings-page.js';

/** A page of a public list, in react-admin's simple-rest dialect (the admin lists speak it too). */
export class ListingsPageQueryDto {
  @ApiPropertyOptional({
    description: `JSON [first, last] (0-based, inclusive), at most ${LISTINGS_PAGE_MAX} listings; [0,${LISTINGS_PAGE_SIZE - 1}] when absent`,
    example: `[0,${LISTINGS_PAGE_SIZE - 1}]`,
  })
  @IfPresent()
  @IsString()
  @MaxLength(100)
  range?: string;
}
