import { Module } from '@nestjs/common';
import { AchievementsModule } from '../achievements/achievements.module.js';
import { ClubMessagesModule } from '../club-messages/club-messages.module.js';
import { EventsModule } from '../events/events.module.js';
import { FamilyModule } from '../family/family.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminOverviewController } from './admin-overview.controller.js';
import { AdminOverviewService } from './admin-overview.service.js';

/** The admin dashboard's overview: counts and the newest sign-ups and registrations, asked of their features. */
@Module({
  imports: [UsersModule, FamilyModule, EventsModule, AchievementsModule, ClubMessagesModule],
  controllers: [AdminOverviewController],
  providers: [AdminOverviewService],
})
export class AdminOverviewModule {}
