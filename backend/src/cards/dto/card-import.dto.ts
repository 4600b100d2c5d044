import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { TextField } from '../../common/validation.js';
import type { CardImportJob } from '../card-import-job.entity.js';

export class StartCardImportDto {
  @TextField('Source', {
    maxLength: 2000,
    requiredMessage: 'Give the folder or URL of a pokemon-tcg-data checkout.',
    description:
      'A folder on the server, or the URL of a pokemon-tcg-data repository (GitHub page or raw base URL)',
    example: 'https://github.com/PokemonTCG/pokemon-tcg-data',
  })
  source: string;
}

export class CardRepairDto {
  @ApiProperty({ example: 'me2pt5-183' }) cardId: string;
  @ApiProperty({ example: "Boss's Orders" }) name: string;
  @ApiProperty({ enum: ['supertype', 'subtypes'] }) field: 'supertype' | 'subtypes';
  @ApiProperty({ description: 'The value in the card data', example: 'Pokémon' }) from: string;
  @ApiProperty({ description: 'The value imported', example: 'Trainer' }) to: string;
  @ApiProperty({ example: "its subtype Supporter is a Trainer card's" }) reason: string;
}

export class ImportSummaryDto {
  @ApiProperty() setsAdded: number;
  @ApiProperty() setsUpdated: number;
  @ApiProperty() cardsAdded: number;
  @ApiProperty() cardsUpdated: number;
  @ApiProperty({
    type: [CardRepairDto],
    description: 'What the card data contradicts itself on, and how the import repaired it',
  })
  repairs: CardRepairDto[];
  @ApiProperty({ description: 'How long the import took' }) seconds: number;
}

export class CardImportJobDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() source: string;
  @ApiProperty({ enum: ['running', 'succeeded', 'failed'] }) status: string;
  @ApiProperty({ enum: ['reading', 'writing', 'legality', 'done'] }) phase: string;
  @ApiProperty({ description: 'Sets read, or cards written, so far' }) done: number;
  @ApiProperty() total: number;
  @ApiPropertyOptional({ type: ImportSummaryDto, nullable: true }) summary: ImportSummaryDto | null;
  @ApiPropertyOptional({ type: String, nullable: true }) error: string | null;
  @ApiProperty({ format: 'date-time' }) startedAt: string;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true }) finishedAt: string | null;
}

export function toImportJobDto(job: CardImportJob): CardImportJobDto {
  return {
    id: job.id,
    source: job.source,
    status: job.status,
    phase: job.phase,
    done: job.done,
    total: job.total,
    summary: job.summary ? { ...job.summary, repairs: job.summary.repairs ?? [] } : null,
    error: job.error,
    startedAt: job.startedAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}
