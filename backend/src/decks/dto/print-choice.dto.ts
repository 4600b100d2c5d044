import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches, ValidateIf } from 'class-validator';
import { CARD_ID_PATTERN } from '../../common/card-id.js';
import { TextField } from '../../common/validation.js';
import { CARD_NUMBER, SET_CODE } from '../domain/ptcgl-parser.js';

const CODE_MESSAGE = 'code must be a set code as a deck list writes it, such as SVI or CRZ-GG, or null.';
const NUMBER_MESSAGE = 'number must be a card number as a deck list writes it, such as 196 or GG06, or null.';
const CARD_ID_MESSAGE = 'cardId must be a card id such as sv6-1.';

/**
 * The print a member picked for an import line whose name is shared by different cards: the line's set code,
 * number and name as the import answer gave them (`written`), and the card chosen among its candidates.
 */
export class PrintChoiceDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 13, example: null })
  @ValidateIf((dto: PrintChoiceDto) => dto.code !== null && dto.code !== undefined)
  @IsString({ message: CODE_MESSAGE })
  @Matches(SET_CODE, { message: CODE_MESSAGE })
  code?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 10, example: null })
  @ValidateIf((dto: PrintChoiceDto) => dto.number !== null && dto.number !== undefined)
  @IsString({ message: NUMBER_MESSAGE })
  @Matches(CARD_NUMBER, { message: NUMBER_MESSAGE })
  number?: string | null;

  @TextField('Card name', { maxLength: 100, example: 'Ultra Ball' })
  name: string;

  @ApiProperty({ example: 'sm1-135' })
  @IsString({ message: CARD_ID_MESSAGE })
  @Matches(CARD_ID_PATTERN, { message: CARD_ID_MESSAGE })
  cardId: string;
}
