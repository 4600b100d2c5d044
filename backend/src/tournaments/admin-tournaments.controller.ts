import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
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
import { CurrentUser } from '../users/current-user.decorator.js';
import type { User } from '../users/user.entity.js';
import { PublishDeckListsDto } from './dto/deck-list.dto.js';
import { ExportQueryDto } from './dto/export.dto.js';
import { MatchDto, PairRoundDto, ReportResultDto, ResultChangeDto } from './dto/match.dto.js';
import { AddPlayerDto, CheckInDto, CheckInStartedDto, PlayerDto } from './dto/player.dto.js';
import { CreateTournamentDto, TournamentDto, UpdateTournamentDto } from './dto/tournament.dto.js';
import { TournamentDeckListsService } from './tournament-deck-lists.service.js';
import { TournamentLiveService } from './tournament-live.service.js';
import { TournamentResultsService } from './tournament-results.service.js';
import { TournamentRoundsService } from './tournament-rounds.service.js';
import { TournamentsService } from './tournaments.service.js';

/** What the organiser does: set up, check in, pair, enter and correct results, finish, publish, export. */
@ApiTags('tournaments')
@Controller('tournaments')
export class AdminTournamentsController {
  constructor(
    private readonly tournaments: TournamentsService,
    private readonly rounds: TournamentRoundsService,
    private readonly results: TournamentResultsService,
    private readonly lists: TournamentDeckListsService,
    private readonly live: TournamentLiveService,
  ) {}

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: 'Run a TOURNAMENT event as a tournament, with its settings' })
  @ApiCreatedResponse({ type: TournamentDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Not a tournament event, or already one.' })
  create(@Body() dto: CreateTournamentDto): Promise<TournamentDto> {
    return this.tournaments.create(dto);
  }

  @Put(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Change settings (only the keys sent) until round 1 is paired' })
  @ApiOkResponse({ type: TournamentDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  async update(
    @Param('id', IdParamPipe) id: number,
    @Body() dto: UpdateTournamentDto,
  ): Promise<TournamentDto> {
    return await this.tournaments.update(id, dto);
  }

  @Post(':id/check-in')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({
    summary: 'Start check-in: registration closes and everyone registered becomes a player to check in',
  })
  @ApiOkResponse({ type: CheckInStartedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  async startCheckIn(@Param('id', IdParamPipe) id: number): Promise<CheckInStartedDto> {
    return await this.tournaments.startCheckIn(id);
  }

  @Get(':id/players')
  @AdminOnly()
  @ApiOperation({ summary: 'Every player with full name, division, check-in, drop and list status' })
  @ApiOkResponse({ type: [PlayerDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  players(@Param('id', IdParamPipe) id: number): Promise<PlayerDto[]> {
    return this.tournaments.players(id);
  }

  @Post(':id/players')
  @AdminOnly()
  @ApiOperation({
    summary: 'Enter a member or family member: before round 1, or late until round 2 is paired',
  })
  @ApiCreatedResponse({ type: PlayerDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  async addPlayer(@Param('id', IdParamPipe) id: number, @Body() dto: AddPlayerDto): Promise<PlayerDto> {
    return await this.tournaments.addPlayer(id, dto);
  }

  @Put(':id/players/:playerId/check-in')
  @AdminOnly()
  @ApiOperation({ summary: 'Check a player in or out; after round 1, checking in enters them late' })
  @ApiOkResponse({ type: PlayerDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  async checkIn(
    @Param('id', IdParamPipe) id: number,
    @Param('playerId', IdParamPipe) playerId: number,
    @Body() dto: CheckInDto,
  ): Promise<PlayerDto> {
    return await this.tournaments.checkIn(id, playerId, dto.checkedIn);
  }

  @Post(':id/rounds')
  @AdminOnly()
  @ApiOperation({
    summary: 'Pair the next round (Swiss, then the top cut)',
    description:
      '`round` must be the current round + 1, so a second click pairs nothing twice. Refused (409) while a table of the current round has no result. Round 1 locks the deck lists and fixes the number of Swiss rounds.',
  })
  @ApiCreatedResponse({ type: [MatchDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  async pair(@Param('id', IdParamPipe) id: number, @Body() dto: PairRoundDto): Promise<MatchDto[]> {
    return await this.rounds.pair(id, dto.round);
  }

  @Get(':id/matches')
  @AdminOnly()
  @ApiOperation({ summary: 'Every table of every round, with reports awaiting confirmation' })
  @ApiOkResponse({ type: [MatchDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  matches(@Param('id', IdParamPipe) id: number): Promise<MatchDto[]> {
    return this.results.matches(id);
  }

  @Put(':id/matches/:matchId/result')
  @AdminOnly()
  @ApiOperation({ summary: 'Enter a table’s result, or correct a settled one; kept in the audit log' })
  @ApiOkResponse({ type: MatchDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  async enterResult(
    @CurrentUser() caller: User,
    @Param('id', IdParamPipe) id: number,
    @Param('matchId', IdParamPipe) matchId: number,
    @Body() dto: ReportResultDto,
  ): Promise<MatchDto> {
    return await this.results.enter(caller, id, matchId, dto.outcome);
  }

  @Get(':id/results-log')
  @AdminOnly()
  @ApiOperation({ summary: 'The audit log of results: every report, confirmation, entry and correction' })
  @ApiOkResponse({ type: [ResultChangeDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  log(@Param('id', IdParamPipe) id: number): Promise<ResultChangeDto[]> {
    return this.results.log(id);
  }

  @Post(':id/finish')
  @HttpCode(204)
  @AdminOnly()
  @ApiOperation({
    summary: 'Final placings; the top three of each division become TOURNAMENT_WIN achievements',
  })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  async finish(@Param('id', IdParamPipe) id: number): Promise<void> {
    await this.rounds.finish(id);
  }

  @Put(':id/deck-lists/published')
  @HttpCode(204)
  @AdminOnly()
  @ApiOperation({ summary: 'Publish the deck lists to members (after the event), or take them back' })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  async publish(@Param('id', IdParamPipe) id: number, @Body() dto: PublishDeckListsDto): Promise<void> {
    await this.lists.publish(id, dto.published);
  }

  @Get(':id/export/standings')
  @AdminOnly()
  @ApiOperation({ summary: 'Standings as CSV (full names) or JSON' })
  @ApiProduces('text/csv', 'application/json')
  @ApiOkResponse({ description: 'CSV or JSON', schema: { type: 'string' } })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async exportStandings(
    @Param('id', IdParamPipe) id: number,
    @Query() query: ExportQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const format = query.format ?? 'csv';
    this.download(reply, `tournament-${id}-standings`, format);
    return this.live.exportStandings(id, format);
  }

  @Get(':id/export/deck-lists')
  @AdminOnly()
  @ApiOperation({ summary: 'Every deck list as CSV (one line per card) or JSON' })
  @ApiProduces('text/csv', 'application/json')
  @ApiOkResponse({ description: 'CSV or JSON', schema: { type: 'string' } })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async exportLists(
    @CurrentUser() caller: User,
    @Param('id', IdParamPipe) id: number,
    @Query() query: ExportQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const format = query.format ?? 'csv';
    this.download(reply, `tournament-${id}-deck-lists`, format);
    return format === 'json'
      ? JSON.stringify(await this.lists.all(caller, id), null, 2)
      : this.lists.exportCsv(caller, id);
  }

  private download(reply: FastifyReply, name: string, format: 'csv' | 'json'): void {
    void reply
      .type(format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.${format}"`);
  }
}
