import { Module } from '@nestjs/common';
import { AchievementsService } from './achievements.service.js';
import { AdminAchievementsController } from './admin-achievements.controller.js';
import { LeaderboardController } from './leaderboard.controller.js';

@Module({
  controllers: [LeaderboardController, AdminAchievementsController],
  providers: [AchievementsService],
  exports: [AchievementsService],
})
export class AchievementsModule {}
