import { Module } from '@nestjs/common';
import { ThrottlingModule } from '../throttling/throttling.module.js';
import { AdminContactController } from './admin-contact.controller.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';

@Module({
  imports: [ThrottlingModule],
  controllers: [ContactController, AdminContactController],
  providers: [ContactService],
  exports: [ContactService],
})
export class ContactModule {}
