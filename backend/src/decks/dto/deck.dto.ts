import { DECK_NAME_REQUIRED } from '@club/rules';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEnum,
  IsInt,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { CARD_ID_PATTERN } from '../../common/card-id.js';
import { CardDto } from '../../cards/dto/card.dto.js';
import { MultiLine } from '../../common/plain-text.js';
import { IfPresent, TextField } from '../../common/validation.js';
import { DeckSection } from '../deck-card.entity.js';
import type { DeckSection as SectionName } from '../domain/deck-entry.js';
import { DeckFormat } from '../domain/deck-format.js';

const CARD_ID_MESSAGE = 'cardId must be a card id such as sv6-1.';
export const MAX_COPIES_IN_ENTRY = 60;

export class CreateDeckDto {
  @TextField('Deck name', {
    maxLength: 100,
    requiredMessage: DECK_NAME_REQUIRED,
    example: 'Dragapult ex',
  })
  name: string;

  @ApiPropertyOptional({ enum: DeckFormat, enumName: 'DeckFormat', default: DeckFormat.STANDARD })
  @IfPresent()
  @IsEnum(DeckFormat, { message: 'Format must be standard or expanded.' })
  format?: DeckFormat;

  @TextField('Notes', { maxLength: 2000, clearable: true, multiLine: true })
  notes?: string | null;
}

export class UpdateDeckDto {
  @TextField('Deck name', { maxLength: 100, optional: true, requiredMessage: DECK_NAME_REQUIRED })
  name?: string;

  @ApiPropertyOptional({ enum: DeckFormat, enumName: 'DeckFormat' })
  @IfPresent()
  @IsEnum(DeckFormat, { message: 'Format must be standard or expanded.' })
  format?: DeckFormat;

  @TextField('Notes', { maxLength: 2000, clearable: true, multiLine: true })
  notes?: string | null;
}

/** Change one card's count: by a delta (+1/-1 from the builder) or to an absolute count (imports). */
export class ChangeDeckCardDto {
  @ApiProperty({ example: 'sv6-1' })
  @IsString({ message: CARD_ID_MESSAGE })
  @Matches(CARD_ID_PATTERN, { message: CARD_ID_MESSAGE })
  cardId: string;

  @ApiProperty({ enum: DeckSection, enumName: 'DeckSection' })
  @IsEnum(DeckSection, { message: 'Section must be pokemon, trainer or energy.' })
  section: DeckSection;

  @ApiPropertyOptional({ minimum: -MAX_COPIES_IN_ENTRY, maximum: MAX_COPIES_IN_ENTRY, example: 1 })
  @ValidateIf((dto: ChangeDeckCardDto) => dto.countDelta !== undefined || dto.count === undefined)
  @Min(-MAX_COPIES_IN_ENTRY, {
    message: `countDelta must be between -${MAX_COPIES_IN_ENTRY} and ${MAX_COPIES_IN_ENTRY}.`,
  })
  @Max(MAX_COPIES_IN_ENTRY, {
    message: `countDelta must be between -${MAX_COPIES_IN_ENTRY} and ${MAX_COPIES_IN_ENTRY}.`,
  })
  // Property decorators run bottom-up: the type check, nearest the property, comes first.
  @IsInt({ message: 'Give countDelta (a whole number such as 1 or -1) or count.' })
  countDelta?: number;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: MAX_COPIES_IN_ENTRY,
    description: 'Absolute count; 0 removes the card',
  })
  @IfPresent()
  @IsInt({ message: `count must be a whole number from 0 to ${MAX_COPIES_IN_ENTRY}.` })
  @Min(0, { message: `count must be a whole number from 0 to ${MAX_COPIES_IN_ENTRY}.` })
  @Max(MAX_COPIES_IN_ENTRY, { message: `count must be a whole number from 0 to ${MAX_COPIES_IN_ENTRY}.` })
  count?: number;
}

export class DeckCardInputDto {
  @ApiProperty({ example: 'sv6-1' })
  @IsString({ message: CARD_ID_MESSAGE })
  @Matches(CARD_ID_PATTERN, { message: CARD_ID_MESSAGE })
  cardId: string;

  @ApiProperty({ enum: DeckSection, enumName: 'DeckSection' })
  @IsEnum(DeckSection, { message: 'Section must be pokemon, trainer or energy.' })
  section: DeckSection;

  @ApiProperty({ minimum: 1, maximum: MAX_COPIES_IN_ENTRY })
  @IsInt({ message: `count must be a whole number from 1 to ${MAX_COPIES_IN_ENTRY}.` })
  @Min(1, { message: `count must be a whole number from 1 to ${MAX_COPIES_IN_ENTRY}.` })
  @Max(MAX_COPIES_IN_ENTRY, { message: `count must be a whole number from 1 to ${MAX_COPIES_IN_ENTRY}.` })
  count: number;
}

/** An unsaved deck to validate. */
export class ValidateDeckDto {
  @ApiPropertyOptional({ enum: DeckFormat, enumName: 'DeckFormat', default: DeckFormat.STANDARD })
  @IfPresent()
  @IsEnum(DeckFormat, { message: 'Format must be standard or expanded.' })
  format?: DeckFormat;

  @ApiProperty({ type: [DeckCardInputDto] })
  @IsArray({ message: 'cards must be a list.' })
  @ArrayMaxSize(200, { message: 'A deck has at most 200 different cards.' })
  @ValidateNested({ each: true })
  @Type(() => DeckCardInputDto)
  cards: DeckCardInputDto[];
}

export class ImportPtcglDto {
  @ApiProperty({ maxLength: 20000, description: 'A deck list as Pokémon TCG Live (or Limitless) exports it' })
  @IsString({ message: 'Paste the deck list as text.' })
  @MaxLength(20000, { message: 'The deck list must be at most 20000 characters long.' })
  @MultiLine()
  text: string;

  @ApiPropertyOptional({
    enum: DeckFormat,
    enumName: 'DeckFormat',
    description: 'Prefer prints legal in this format',
  })
  @IfPresent()
  @IsEnum(DeckFormat, { message: 'Format must be standard or expanded.' })
  format?: DeckFormat;
}

export class ExportPtcglDto {
  @ApiProperty({ example: 12 })
  @IsInt({ message: 'deckId must be a deck id.' })
  @Min(1, { message: 'deckId must be a deck id.' })
  @Max(2_147_483_647, { message: 'deckId must be a deck id.' })
  deckId: number;
}

// ---- answers ----

export class DeckSectionsCountDto {
  @ApiProperty() pokemon: number;
  @ApiProperty() trainer: number;
  @ApiProperty() energy: number;
}

export class DeckMetricsDto {
  @ApiProperty() totalCards: number;
  @ApiProperty({ type: DeckSectionsCountDto }) sections: DeckSectionsCountDto;
  @ApiProperty() basicPokemon: number;
  @ApiProperty() stage1Pokemon: number;
  @ApiProperty() stage2Pokemon: number;
  @ApiProperty() vPokemon: number;
  @ApiProperty() gxPokemon: number;
  @ApiProperty() exPokemon: number;
  @ApiProperty() searchCards: number;
  @ApiProperty() switchCards: number;
  @ApiProperty() supporterCards: number;
}

export class DeckValidationDto {
  @ApiProperty() valid: boolean;
  @ApiProperty({ type: [String] }) errors: string[];
  @ApiProperty({ type: [String] }) warnings: string[];
  @ApiProperty({ type: DeckMetricsDto }) metrics: DeckMetricsDto;
}

export class CardOddsDto {
  @ApiProperty() cardId: string;
  @ApiProperty({ description: 'P(at least one copy in the opening 7)' }) inOpeningHand: number;
  @ApiProperty({ description: 'P(at least one copy among the 8 cards seen by your first turn)' })
  byFirstTurn: number;
}

export class DeckOddsDto {
  @ApiProperty({ description: 'P(at least one Basic Pokémon in the opening 7)' }) openingBasic: number;
  @ApiProperty({ description: 'P(mulligan)' }) mulligan: number;
  @ApiProperty({ type: [CardOddsDto] }) cards: CardOddsDto[];
}

export class DeckCardDto extends CardDto {
  @ApiProperty({ enum: DeckSection, enumName: 'DeckSection' }) section: SectionName;
  @ApiProperty() count: number;
}

export class DeckSummaryDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: DeckFormat, enumName: 'DeckFormat' }) format: DeckFormat;
  @ApiProperty() notes: string;
  @ApiProperty() cardCount: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class DeckDetailDto extends DeckSummaryDto {
  @ApiProperty({ type: [DeckCardDto] }) cards: DeckCardDto[];
  @ApiProperty({ type: DeckValidationDto }) validation: DeckValidationDto;
  @ApiProperty({ type: DeckOddsDto }) odds: DeckOddsDto;
}

export class ImportedCardDto {
  @ApiProperty() id: string;
  @ApiProperty({ enum: DeckSection, enumName: 'DeckSection' }) section: SectionName;
  @ApiProperty() count: number;
}

export class ImportedSectionsDto {
  @ApiProperty({ type: [ImportedCardDto] }) pokemon: ImportedCardDto[];
  @ApiProperty({ type: [ImportedCardDto] }) trainer: ImportedCardDto[];
  @ApiProperty({ type: [ImportedCardDto] }) energy: ImportedCardDto[];
}

export class WrittenCardDto {
  @ApiProperty() count: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) setCode: string | null;
  @ApiProperty({ type: String, nullable: true }) number: string | null;
}

export class UnresolvedLineDto {
  @ApiProperty({ description: '1-based line number' }) line: number;
  @ApiProperty() text: string;
  @ApiProperty() reason: string;
  @ApiPropertyOptional({
    type: [String],
    description: 'When the name is shared by different cards: the id of one print of each, to choose from',
  })
  candidates?: string[];
  @ApiPropertyOptional({
    type: WrittenCardDto,
    description: 'With candidates: the line as read, to remember a choice under (PUT print-choices)',
  })
  written?: WrittenCardDto;
  @ApiPropertyOptional({ type: [CardDto], description: 'With candidates: the candidate prints as cards' })
  choices?: CardDto[];
}

export class ImportNoteDto {
  @ApiProperty() line: number;
  @ApiProperty() text: string;
  @ApiProperty() id: string;
  @ApiProperty() note: string;
}

export class PtcglImportResultDto {
  @ApiProperty({ type: ImportedSectionsDto }) sections: ImportedSectionsDto;
  @ApiProperty({ type: [UnresolvedLineDto] }) unresolved: UnresolvedLineDto[];
  @ApiProperty({ type: [ImportNoteDto], description: 'How lines that needed a fallback were read' })
  notes: ImportNoteDto[];
}

export class PtcglExportResultDto {
  @ApiProperty() text: string;
}
