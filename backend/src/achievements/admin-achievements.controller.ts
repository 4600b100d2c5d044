import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../common/access.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { ListQueryDto } from '../common/list-query.dto.js';
import { parseListQuery, setContentRange } from '../common/simple-rest.js';
import { ACHIEVEMENT_SORT_FIELDS, AchievementsService } from './achievements.service.js';
import { AchievementDto, CreateAchievementDto, UpdateAchievementDto } from './dto/achievement.dto.js';

/** Achievements as a react-admin simple-rest resource. */
@ApiTags('admin achievements')
@Controller('admin/achievements')
export class AdminAchievementsController {
  constructor(private readonly achievements: AchievementsService) {}

  @Get()
  @AdminOnly()
  @ApiOperation({
    summary: 'List achievements (react-admin simple-rest: range, sort, filter; Content-Range header)',
    description:
      'Newest date first by default. filter keys: q (title or competition), id (list for getMany), type, userId, familyMemberId.',
  })
  @ApiOkResponse({ type: [AchievementDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async list(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AchievementDto[]> {
    const parsed = parseListQuery(query, ACHIEVEMENT_SORT_FIELDS);
    const { achievements, total } = await this.achievements.list(parsed);
    setContentRange(reply, 'achievements', parsed.range, achievements.length, total);
    return achievements;
  }

  @Get(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'One achievement' })
  @ApiOkResponse({ type: AchievementDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  get(@Param('id', IdParamPipe) id: number): Promise<AchievementDto> {
    return this.achievements.get(id);
  }

  @Post()
  @AdminOnly()
  @ApiOperation({
    summary: 'Record an achievement for a member or a family member (type TOURNAMENT_WIN by default)',
  })
  @ApiCreatedResponse({ type: AchievementDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  create(@Body() dto: CreateAchievementDto): Promise<AchievementDto> {
    return this.achievements.create(dto);
  }

  @Put(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Change an achievement: the record as served, edited' })
  @ApiOkResponse({ type: AchievementDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  update(@Param('id', IdParamPipe) id: number, @Body() dto: UpdateAchievementDto): Promise<AchievementDto> {
    return this.achievements.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Delete an achievement; answers it' })
  @ApiOkResponse({ type: AchievementDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  remove(@Param('id', IdParamPipe) id: number): Promise<AchievementDto> {
    return this.achievements.remove(id);
  }
}
