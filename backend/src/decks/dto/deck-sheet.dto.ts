import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IfPresent } from '../../common/validation.js';
import type { SheetPaper } from '../domain/deck-sheet-layout.js';

const PAPERS: SheetPaper[] = ['a4', 'letter'];

/** Which paper the deck-list sheet is printed on: A4 (the UK's, the default) or US Letter. */
export class SheetPaperQueryDto {
  @ApiPropertyOptional({ enum: PAPERS, default: 'a4', description: 'A4 (default) or US Letter' })
  @IfPresent()
  @IsIn(PAPERS, { message: 'paper must be a4 or letter.' })
  paper?: SheetPaper;
}
