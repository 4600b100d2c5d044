import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../common/access.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { pdfReply } from '../common/pdf-reply.js';
import { SheetPaperQueryDto } from '../decks/dto/deck-sheet.dto.js';
import { TournamentDeckSheetsService } from './tournament-deck-sheets.service.js';

/** The organiser prints every submitted deck list on Play! Pokémon's sheet. */
@ApiTags('tournaments')
@Controller('admin/tournaments')
export class TournamentDeckSheetsController {
  constructor(private readonly sheets: TournamentDeckSheetsService) {}

  @Get(':id/deck-lists.pdf')
  @AdminOnly()
  @ApiOperation({
    summary:
      'Every submitted deck list on Play! Pokémon’s deck-list sheet: one PDF, one sheet a player, by surname',
    description:
      'A4 (default) or US Letter. Each sheet: the player’s full name, Player ID and date of birth (blank boxes where their profile has none), their division; the Pokémon with quantity, name, set, collection number and regulation mark; the Trainers and Energy with quantity and name.',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The sheets', schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({
    type: ErrorResponseDto,
    description: 'No such tournament, or no list submitted yet.',
  })
  async deckLists(
    @Param('id', IdParamPipe) id: number,
    @Query() query: SheetPaperQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const pdf = await this.sheets.all(id, query.paper ?? 'a4');
    return pdfReply(reply, `tournament-${id}-deck-lists`, pdf);
  }
}
