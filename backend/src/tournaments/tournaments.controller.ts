import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { MembersOnly, Public } from '../common/access.decorator.js';
import { ApiUnreadableRequestResponse, ErrorResponseDto } from '../common/error-response.dto.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { PublicCached } from '../caching/public-cached.js';
import { CurrentUser } from '../users/current-user.decorator.js';
import type { User } from '../users/user.entity.js';
import { DeckListDto, SubmitDeckListDto } from './dto/deck-list.dto.js';
import { LiveTournamentDto } from './dto/live.dto.js';
import { MatchDto, ReportResultDto } from './dto/match.dto.js';
import { MyEntriesDto, MyTableDto } from './dto/my-entries.dto.js';
import { PlayerDto } from './dto/player.dto.js';
import { TournamentDto } from './dto/tournament.dto.js';
import { TournamentDeckListsService } from './tournament-deck-lists.service.js';
import { TournamentLiveService } from './tournament-live.service.js';
import { TournamentResultsService } from './tournament-results.service.js';
import { TournamentsService } from './tournaments.service.js';
import { TournamentEntriesService } from './tournament-entries.service.js';
import { LIVE_CHANNELS } from './tournament-live.service.js';

/** What visitors and players do: read tournaments live, submit lists, report results, drop. */
@ApiTags('tournaments')
@Controller('tournaments')
export class TournamentsController {
  constructor(
    private readonly tournaments: TournamentsService,
    private readonly entries: TournamentEntriesService,
    private readonly lists: TournamentDeckListsService,
    private readonly results: TournamentResultsService,
    private readonly live: TournamentLiveService,
  ) {}

  @Get()
  @ApiUnreadableRequestResponse()
  @Public()
  @ApiOperation({ summary: 'Every tournament, newest event first' })
  @ApiOkResponse({ type: [TournamentDto] })
  list(): Promise<TournamentDto[]> {
    return this.tournaments.list();
  }

  @Get('my-tables')
  @MembersOnly()
  @ApiOperation({
    summary: 'Your tables now (and your family’s), in every tournament running',
    description:
      'The club’s own tournaments by your account and family; tournaments loaded from TOM by the Play! Pokémon Player ID on your profile and your family members’.',
  })
  @ApiOkResponse({ type: [MyTableDto] })
  myTables(@CurrentUser() caller: User): Promise<MyTableDto[]> {
    return this.entries.myTables(caller);
  }

  @Get(':id')
  @Public()
  @ApiOperation({ summary: 'A tournament’s settings and stage' })
  @ApiOkResponse({ type: TournamentDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  get(@Param('id', IdParamPipe) id: number): Promise<TournamentDto> {
    return this.tournaments.get(id);
  }

  @Get(':id/live')
  @Public()
  @ApiOperation({
    summary: 'The current round’s tables and the standings, for the live pages',
    description:
      'Members are named by first name and initial; family members (children, most often) only by a label such as `Junior player 2`, the same all tournament. Rebuilt when the tournament changes on any server; ETag and `Cache-Control: public, no-cache`, so pages poll it and get 304 until something changes. `clock` is the current round’s clock and `now` the server’s time as the answer is sent (not part of the ETag): count the time left as `clock.endsAt` − `now`, whatever the device’s own clock says.',
  })
  @ApiOkResponse({ type: LiveTournamentDto })
  @PublicCached({ channels: LIVE_CHANNELS, serverTime: 'now' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  liveAnswer(@Param('id', IdParamPipe) id: number): Promise<LiveTournamentDto> {
    return this.live.live(id, 'public');
  }

  @Get(':id/live/members')
  @MembersOnly()
  @ApiOperation({
    summary: 'The live answer as members see it: family members named',
    description:
      'As `GET /api/tournaments/{id}/live`, with family members by name. ETag and `Cache-Control: private, no-cache`.',
  })
  @ApiOkResponse({ type: LiveTournamentDto })
  @PublicCached({ channels: LIVE_CHANNELS, audience: 'members', serverTime: 'now' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  membersLiveAnswer(@Param('id', IdParamPipe) id: number): Promise<LiveTournamentDto> {
    return this.live.live(id, 'members');
  }

  @Get(':id/me')
  @MembersOnly()
  @ApiOperation({
    summary: 'Your entries (you and your family): lists, current tables, and what stops anyone playing',
  })
  @ApiOkResponse({ type: MyEntriesDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  mine(@CurrentUser() caller: User, @Param('id', IdParamPipe) id: number): Promise<MyEntriesDto> {
    return this.entries.mine(caller, id);
  }

  @Put(':id/players/:playerId/deck-list')
  @MembersOnly()
  @ApiOperation({
    summary: 'Submit your deck list (or your child’s): from a saved deck or pasted PTCGL text',
    description:
      'Judged by the deck validator in the tournament’s format on the tournament’s day; an illegal list is refused (400) with every reason in `details`. Replaces an earlier list; refused after the deadline or once round 1 is paired (409).',
  })
  @ApiOkResponse({ type: DeckListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not legal, unreadable or empty.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Not your player, or not your deck.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Past the deadline or locked.' })
  async submitList(
    @CurrentUser() caller: User,
    @Param('id', IdParamPipe) id: number,
    @Param('playerId', IdParamPipe) playerId: number,
    @Body() dto: SubmitDeckListDto,
  ): Promise<DeckListDto> {
    return this.lists.submit(caller, id, playerId, dto);
  }

  @Get(':id/players/:playerId/deck-list')
  @MembersOnly()
  @ApiOperation({ summary: 'A deck list: your own, any for an admin, any once published (404 otherwise)' })
  @ApiOkResponse({ type: DeckListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  readList(
    @CurrentUser() caller: User,
    @Param('id', IdParamPipe) id: number,
    @Param('playerId', IdParamPipe) playerId: number,
  ): Promise<DeckListDto> {
    return this.lists.read(caller, id, playerId);
  }

  @Get(':id/deck-lists')
  @MembersOnly()
  @ApiOperation({
    summary: 'Every deck list: for admins, or for members once the organiser has published them',
  })
  @ApiOkResponse({ type: [DeckListDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  allLists(@CurrentUser() caller: User, @Param('id', IdParamPipe) id: number): Promise<DeckListDto[]> {
    return this.lists.all(caller, id);
  }

  @Post(':id/matches/:matchId/report')
  @HttpCode(200)
  @MembersOnly()
  @ApiOperation({
    summary: 'Report your table’s result, or confirm your opponent’s report',
    description:
      'The outcome is from the side of the table’s first player (A). The same outcome from the other side settles it; a different one replaces the report and waits for confirmation. Settled results change only by the organiser.',
  })
  @ApiOkResponse({ type: MatchDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Not your table.' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'Settled, a bye, not the current round, or a tie in the top cut.',
  })
  async report(
    @CurrentUser() caller: User,
    @Param('id', IdParamPipe) id: number,
    @Param('matchId', IdParamPipe) matchId: number,
    @Body() dto: ReportResultDto,
  ): Promise<MatchDto> {
    const match = await this.results.report(caller, id, matchId, dto.outcome);
    return match;
  }

  @Post(':id/players/:playerId/drop')
  @HttpCode(200)
  @MembersOnly()
  @ApiOperation({
    summary: 'Drop from the tournament (yourself or your child; admins anyone): no further pairings',
  })
  @ApiOkResponse({ type: PlayerDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  async drop(
    @CurrentUser() caller: User,
    @Param('id', IdParamPipe) id: number,
    @Param('playerId', IdParamPipe) playerId: number,
  ): Promise<PlayerDto> {
    const player = await this.tournaments.drop(caller, id, playerId);
    return player;
  }
}
