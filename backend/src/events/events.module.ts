import { Module } from '@nestjs/common';
import { FamilyModule } from '../family/family.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminEventsController } from './admin-events.controller.js';
import { EventRegistrationsService } from './event-registrations.service.js';
import { EventsController, EventsFeedController } from './events.controller.js';
import { EventsService } from './events.service.js';

@Module({
  imports: [FamilyModule, UsersModule],
  controllers: [EventsFeedController, EventsController, AdminEventsController],
  providers: [EventsService, EventRegistrationsService],
  exports: [EventsService, EventRegistrationsService],
})
export class EventsModule {}
