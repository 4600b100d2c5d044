import { Module } from '@nestjs/common';
import { CALLER_SOURCE } from '../common/caller.js';
import { ThrottlingModule } from '../throttling/throttling.module.js';
import { CallerCache } from './caller-cache.js';
import { CallerRepository } from './caller.repository.js';
import { EmailChangeService } from './email-change.service.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [ThrottlingModule],
  controllers: [UsersController],
  // The access guard (common/) finds callers through CALLER_SOURCE.
  providers: [
    UsersService,
    EmailChangeService,
    CallerRepository,
    CallerCache,
    { provide: CALLER_SOURCE, useExisting: CallerCache },
  ],
  exports: [UsersService, CALLER_SOURCE],
})
export class UsersModule {}
