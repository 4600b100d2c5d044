import { Module } from '@nestjs/common';
import { ThrottlingModule } from '../throttling/throttling.module.js';
import { AdminContactController } from './admin-contact.controller.js';
import { ClubMessagesService } from './club-messages.service.js';
import { ContactController } from './contact.controller.js';

/**
 * Visitors' messages to the club through the contact form: stored, mailed to the club, the admins' inbox.
 * Routes, controllers and DTOs keep the API's word for them, "contact".
 */
@Module({
  imports: [ThrottlingModule],
  controllers: [ContactController, AdminContactController],
  providers: [ClubMessagesService],
  exports: [ClubMessagesService],
})
export class ClubMessagesModule {}
