import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MembersOnly } from '../common/access.decorator.js';
import { ApiNotModified, sendCachedAnswer } from '../common/public-answer-reply.js';
import { AchievementsService } from './achievements.service.js';
import { LeaderboardDto } from './dto/achievement.dto.js';
import { ApiUnreadableRequestResponse } from '../common/error-response.dto.js';

@ApiTags('achievements')
@Controller('leaderboard')
export class LeaderboardController {
  constructor(private readonly achievements: AchievementsService) {}

  @Get()
  @ApiUnreadableRequestResponse()
  @MembersOnly()
  @ApiOperation({
    summary:
      'Top 5 of tournament, casual and competition wins; ties go to the most recent win (members only)',
    description:
      'Members are named by first name and initial, family members by name: the members’ area only (spec 2). Cached until achievements, accounts or family members change; strong ETag, `Cache-Control: private, no-cache`, 304 on `If-None-Match`.',
  })
  @ApiOkResponse({ type: LeaderboardDto })
  @ApiNotModified()
  async get(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await sendCachedAnswer(request, reply, await this.achievements.leaderboardAnswer(), 'members');
  }
}
