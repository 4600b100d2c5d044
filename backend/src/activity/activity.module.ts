import { Module } from '@nestjs/common';
import { AchievementsModule } from '../achievements/achievements.module.js';
import { ContactModule } from '../contact/contact.module.js';
import { EventsModule } from '../events/events.module.js';
import { FamilyModule } from '../family/family.module.js';
import { UsersModule } from '../users/users.module.js';
import { ActivityService } from './activity.service.js';
import { AdminOverviewController } from './admin-overview.controller.js';

@Module({
  imports: [UsersModule, FamilyModule, EventsModule, AchievementsModule, ContactModule],
  controllers: [AdminOverviewController],
  providers: [ActivityService],
})
export class ActivityModule {}
