import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module.js';
import { ActivityService } from './activity.service.js';
import { AdminOverviewController } from './admin-overview.controller.js';

@Module({
  imports: [EventsModule],
  controllers: [AdminOverviewController],
  providers: [ActivityService],
})
export class ActivityModule {}
