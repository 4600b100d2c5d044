import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_ID } from '../../common/id-param.pipe.js';
import { MultiLine } from '../../common/plain-text.js';
import { IfPresent } from '../../common/validation.js';
import { DeckFormat } from '../../decks/domain/deck-format.js';
import { DIVISIONS, type Division } from '@club/rules';

/** A list from one of the caller's saved decks, or pasted as Pokémon TCG Live exports it (exactly one). */
export class SubmitDeckListDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'One of your saved decks' })
  @IfPresent()
  @IsInt({ message: 'deckId must be one of your decks.' })
  @Min(1, { message: 'deckId must be one of your decks.' })
  @Max(MAX_ID, { message: 'deckId must be one of your decks.' })
  deckId?: number;

  @ApiPropertyOptional({ maxLength: 20000, description: 'A deck list in PTCGL format' })
  @IfPresent()
  @IsString({ message: 'Paste the deck list as text.' })
  @MaxLength(20000, { message: 'The deck list must be at most 20000 characters long.' })
  @MultiLine()
  ptcgl?: string;
}

export class DeckListLineDto {
  @ApiProperty({ example: 'sv1-196' })
  cardId: string;

  @ApiProperty({ example: 'Nest Ball' })
  name: string;

  @ApiProperty({ example: 'SVI 181', description: 'PTCGL set code and number' })
  print: string;

  @ApiProperty({ enum: ['pokemon', 'trainer', 'energy'] })
  section: 'pokemon' | 'trainer' | 'energy';

  @ApiProperty({ type: 'integer' })
  count: number;
}

/** A deck list as its sheet prints it. */
export class DeckListDto {
  @ApiProperty()
  playerId: number;

  @ApiProperty({ example: 'Ash Ketchum' })
  playerName: string;

  @ApiProperty({ enum: DIVISIONS, enumName: 'Division' })
  division: Division;

  @ApiProperty({ example: 'December League Challenge' })
  tournament: string;

  @ApiProperty({ type: String, format: 'date' })
  day: string;

  @ApiProperty({ enum: DeckFormat, enumName: 'DeckFormat' })
  format: DeckFormat;

  @ApiProperty({ type: String, format: 'date-time' })
  submittedAt: string;

  @ApiProperty({ type: [DeckListLineDto] })
  cards: DeckListLineDto[];
}

export class PublishDeckListsDto {
  @ApiProperty({ description: 'Publish the lists to everyone (after the event), or take them back' })
  @IsBoolean({ message: 'published must be true or false.' })
  published: boolean;
}
