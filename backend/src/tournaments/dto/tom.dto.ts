import { ApiProperty } from '@nestjs/swagger';
import { DIVISIONS, type Division } from '@club/rules';

/** The multipart form of a TOM file upload (the document's shape for `multipart/form-data`). */
export class TomFileFormDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'The .tdf file TOM saved' })
  file: unknown;
}

/** Where our computed order of a division differs from TOM's own places. */
export class StandingsDisagreementDto {
  @ApiProperty({ enum: DIVISIONS, enumName: 'Division' })
  division: Division;

  @ApiProperty({ type: [String], description: 'TOM’s places, best first (full names)' })
  tom: string[];

  @ApiProperty({ type: [String], description: 'The site’s order from the same rounds, best first' })
  ours: string[];
}

export class TomImportDto {
  @ApiProperty({ description: 'The tournament’s id' })
  id: number;

  @ApiProperty({
    description: 'true when the file made a new tournament; false when it updated the one with its TOM id',
  })
  created: boolean;

  @ApiProperty({ example: 'League Cup updated: 29 players, round 7.' })
  message: string;

  @ApiProperty({
    type: [StandingsDisagreementDto],
    description:
      'Divisions where TOM’s final places differ from the order the site computes from the same rounds (TOM’s are shown). Empty when they agree, or while TOM has not finished.',
  })
  disagreements: StandingsDisagreementDto[];
}
