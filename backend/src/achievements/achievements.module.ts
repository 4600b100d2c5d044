import { Module } from '@nestjs/common';
import { FamilyModule } from '../family/family.module.js';
import { UsersModule } from '../users/users.module.js';
import { AchievementsService } from './achievements.service.js';
import { AdminAchievementsController } from './admin-achievements.controller.js';
import { LeaderboardController } from './leaderboard.controller.js';

@Module({
  imports: [UsersModule, FamilyModule],
  controllers: [LeaderboardController, AdminAchievementsController],
  providers: [AchievementsService],
  exports: [AchievementsService],
})
export class AchievementsModule {}
