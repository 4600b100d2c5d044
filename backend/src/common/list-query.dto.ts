import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IfPresent } from './validation.js';

/** react-admin simple-rest list parameters (JSON text in the query string), for any admin resource. */
export class ListQueryDto {
  @ApiPropertyOptional({ description: 'JSON [first, last], e.g. [0,24]', example: '[0,24]' })
  @IfPresent()
  @IsString()
  @MaxLength(100)
  range?: string;

  @ApiPropertyOptional({ description: 'JSON [field, "ASC"|"DESC"]', example: '["id","DESC"]' })
  @IfPresent()
  @IsString()
  @MaxLength(100)
  sort?: string;

  @ApiPropertyOptional({
    description: "JSON object: q (search), id (array for getMany), and the resource's own filters",
    example: '{"q":"league"}',
  })
  @IfPresent()
  @IsString()
  @MaxLength(2000)
  filter?: string;
}
