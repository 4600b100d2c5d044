import { Module } from '@nestjs/common';
import { FamilyModule } from '../family/family.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminEventsController } from './admin-events.controller.js';
import { EventRegistrationRepository } from './event-registration.repository.js';
import { EventRegistrationsService } from './event-registrations.service.js';
import { EventsController, EventsFeedController } from './events.controller.js';
import { EventsService } from './events.service.js';

@Module({
  imports: [FamilyModule, UsersModule],
  controllers: [EventsFeedController, EventsController, AdminEventsController],
  providers: [EventRegistrationRepository, EventsService, EventRegistrationsService],
  exports: [EventsService, EventRegistrationsService],
})
export class EventsModule {}
