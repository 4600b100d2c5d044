import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MembersOnly } from '../common/access.decorator.js';
import { PublicCached } from '../caching/public-cached.js';
import { FAMILY_CHANGED } from '../family/family.tokens.js';
import { ACHIEVEMENTS_CHANGED } from './achievement.entity.js';
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
      'Members are named by first name and initial, family members by name: the members’ area only (spec 2). Cached until achievements, accounts or family members change; ETag, `Cache-Control: private, no-cache`, 304 on `If-None-Match`.',
  })
  @ApiOkResponse({ type: LeaderboardDto })
  // Names and avatars come from accounts and family members.
  @PublicCached({ channels: [ACHIEVEMENTS_CHANGED, 'user_changed', FAMILY_CHANGED], audience: 'members' })
  get(): Promise<LeaderboardDto> {
    return this.achievements.leaderboard();
  }
}
