import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IfGiven } from '../../common/validation.js';

export class ExportQueryDto {
  @ApiPropertyOptional({ enum: ['csv', 'json'], default: 'csv' })
  @IfGiven()
  @IsIn(['csv', 'json'], { message: 'format must be csv or json.' })
  format?: 'csv' | 'json';
}
