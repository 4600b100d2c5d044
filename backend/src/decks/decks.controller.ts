import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { pdfReply } from '../common/pdf-reply.js';
import { MembersOnly } from '../common/access.decorator.js';
import { CurrentUser } from '../users/current-user.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import type { User } from '../users/user.entity.js';
import { CATALOGUE_CHANGED } from '../cards/cards.tokens.js';
import { PublicCached } from '../caching/public-cached.js';
import { DECKS_CHANGED } from './deck-changes.js';
import { DeckSheetsService } from './deck-sheets.service.js';
import { DecksService } from './decks.service.js';
import { SheetPaperQueryDto } from './dto/deck-sheet.dto.js';
import { PrintChoicesService } from './print-choices.service.js';
import { PrintChoiceDto } from './dto/print-choice.dto.js';
import { DeckFormat } from './domain/deck-format.js';
import {
  ChangeDeckCardDto,
  CreateDeckDto,
  DeckDetailDto,
  DeckSummaryDto,
  DeckValidationDto,
  ExportPtcglDto,
  ImportPtcglDto,
  PtcglExportResultDto,
  PtcglImportResultDto,
  UpdateDeckDto,
  ValidateDeckDto,
} from './dto/deck.dto.js';

@ApiTags('decks')
@ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such deck among yours.' })
@Controller('pokemon/decks')
export class DecksController {
  constructor(
    private readonly decks: DecksService,
    private readonly printChoices: PrintChoicesService,
    private readonly sheets: DeckSheetsService,
  ) {}

  @Get()
  @MembersOnly()
  @ApiOperation({ summary: 'Your decks, most recently changed first' })
  @ApiOkResponse({ type: [DeckSummaryDto] })
  list(@CurrentUser() user: User): Promise<DeckSummaryDto[]> {
    return this.decks.list(user);
  }

  @Post()
  @MembersOnly()
  @ApiOperation({ summary: 'Create a deck' })
  @ApiCreatedResponse({ type: DeckDetailDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  create(@CurrentUser() user: User, @Body() dto: CreateDeckDto): Promise<DeckDetailDto> {
    return this.decks.create(user, dto);
  }

  @Post('validate')
  @HttpCode(200)
  @MembersOnly()
  @ApiOperation({ summary: 'Validate an unsaved deck against a format' })
  @ApiOkResponse({ type: DeckValidationDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  validate(@Body() dto: ValidateDeckDto): Promise<DeckValidationDto> {
    return this.decks.validateUnsaved(dto.format ?? DeckFormat.STANDARD, dto.cards);
  }

  @Post('import/ptcgl')
  @HttpCode(200)
  @MembersOnly()
  @ApiOperation({
    summary: 'Read a Pokémon TCG Live deck list; every line is resolved or reported with a reason',
  })
  @ApiOkResponse({ type: PtcglImportResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async importPtcgl(@CurrentUser() user: User, @Body() dto: ImportPtcglDto): Promise<PtcglImportResultDto> {
    const chosenPrint = await this.printChoices.chosenPrintsOf(user);
    return this.decks.importPtcgl(dto.text, dto.format, undefined, chosenPrint);
  }

  @Put('print-choices')
  @MembersOnly()
  @ApiOperation({
    summary:
      'Remember which print you mean by an import line whose name is shared by different cards; your later imports use it',
  })
  @ApiOkResponse({ type: PrintChoiceDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  rememberPrint(@CurrentUser() user: User, @Body() dto: PrintChoiceDto): Promise<PrintChoiceDto> {
    return this.printChoices.remember(user, dto);
  }

  @Post('export/ptcgl')
  @HttpCode(200)
  @MembersOnly()
  @ApiOperation({ summary: 'Write one of your decks in Pokémon TCG Live format' })
  @ApiOkResponse({ type: PtcglExportResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async exportPtcgl(@CurrentUser() user: User, @Body() dto: ExportPtcglDto): Promise<PtcglExportResultDto> {
    return { text: await this.decks.exportPtcgl(user, dto.deckId) };
  }

  @Get(':id')
  @MembersOnly()
  @PublicCached({ channels: [DECKS_CHANGED, CATALOGUE_CHANGED], audience: 'caller' })
  @ApiOperation({ summary: 'One of your decks with its cards, validation and opening-hand odds' })
  @ApiOkResponse({ type: DeckDetailDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  get(@CurrentUser() user: User, @Param('id', IdParamPipe) id: number): Promise<DeckDetailDto> {
    return this.decks.ownDetail(user, id);
  }

  @Get(':id/sheet.pdf')
  @MembersOnly()
  @ApiOperation({
    summary: 'One of your decks on Play! Pokémon’s deck-list sheet (PDF, A4 or US Letter)',
    description:
      'Your name, Player ID and date of birth from your profile (blank boxes where it has none) and your age division; the Pokémon with quantity, name, set, collection number and regulation mark; the Trainers and Energy with quantity and name.',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The sheet', schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async sheet(
    @CurrentUser() user: User,
    @Param('id', IdParamPipe) id: number,
    @Query() query: SheetPaperQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { pdf } = await this.sheets.ownDeck(user, id, query.paper ?? 'a4');
    return pdfReply(reply, `deck-${id}-sheet`, pdf);
  }

  @Put(':id')
  @MembersOnly()
  @ApiOperation({ summary: 'Rename a deck, change its format or notes' })
  @ApiOkResponse({ type: DeckDetailDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  update(
    @CurrentUser() user: User,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: UpdateDeckDto,
  ): Promise<DeckDetailDto> {
    return this.decks.update(user, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @MembersOnly()
  @ApiOperation({ summary: 'Delete one of your decks' })
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  remove(@CurrentUser() user: User, @Param('id', IdParamPipe) id: number): Promise<void> {
    return this.decks.remove(user, id);
  }

  @Post(':id/duplicate')
  @MembersOnly()
  @ApiOperation({ summary: 'Copy one of your decks; answers the copy' })
  @ApiCreatedResponse({ type: DeckDetailDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  duplicate(@CurrentUser() user: User, @Param('id', IdParamPipe) id: number): Promise<DeckDetailDto> {
    return this.decks.duplicate(user, id);
  }

  @Post(':id/cards')
  @HttpCode(200)
  @MembersOnly()
  @ApiOperation({ summary: "Change a card's count by countDelta or to count; answers the whole deck" })
  @ApiOkResponse({ type: DeckDetailDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  changeCard(
    @CurrentUser() user: User,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: ChangeDeckCardDto,
  ): Promise<DeckDetailDto> {
    return this.decks.changeCard(user, id, dto);
  }
}
