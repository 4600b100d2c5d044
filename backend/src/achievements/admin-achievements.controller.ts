import { Body, Controller, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  AdminCreateRoute,
  AdminDeleteRoute,
  AdminListRoute,
  AdminReadRoute,
  AdminUpdateRoute,
} from '../common/admin-resource.decorators.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { ListQueryDto } from '../common/list-query.dto.js';
import { answerList } from '../common/simple-rest.js';
import { ACHIEVEMENT_SORT_FIELDS, AchievementsService } from './achievements.service.js';
import { AchievementDto, CreateAchievementDto, UpdateAchievementDto } from './dto/achievement.dto.js';

/** Achievements as a react-admin simple-rest resource. */
@ApiTags('admin achievements')
@Controller('admin/achievements')
export class AdminAchievementsController {
  constructor(private readonly achievements: AchievementsService) {}

  @AdminListRoute(
    AchievementDto,
    'achievements',
    'Newest date first by default. filter keys: q (title or competition), id (list for getMany), type, userId, familyMemberId.',
  )
  list(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AchievementDto[]> {
    return answerList(reply, 'achievements', query, ACHIEVEMENT_SORT_FIELDS, (parsed) =>
      this.achievements.list(parsed),
    );
  }

  @AdminReadRoute(AchievementDto, 'One achievement')
  get(@Param('id', IdParamPipe) id: number): Promise<AchievementDto> {
    return this.achievements.get(id);
  }

  @AdminCreateRoute(AchievementDto, {
    summary: 'Record an achievement for a member or a family member (type TOURNAMENT_WIN by default)',
  })
  create(@Body() dto: CreateAchievementDto): Promise<AchievementDto> {
    return this.achievements.create(dto);
  }

  @AdminUpdateRoute(AchievementDto, 'Change an achievement: the record as served, edited')
  update(@Param('id', IdParamPipe) id: number, @Body() dto: UpdateAchievementDto): Promise<AchievementDto> {
    return this.achievements.update(id, dto);
  }

  @AdminDeleteRoute(AchievementDto, 'Delete an achievement; answers it')
  remove(@Param('id', IdParamPipe) id: number): Promise<AchievementDto> {
    return this.achievements.remove(id);
  }
}
