import { Module } from '@nestjs/common';
import { CALLER_SOURCE } from '../common/caller.js';
import { CallerCache } from './caller-cache.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

@Module({
  controllers: [UsersController],
  // The access guard (common/) finds callers through CALLER_SOURCE.
  providers: [UsersService, CallerCache, { provide: CALLER_SOURCE, useExisting: CallerCache }],
  exports: [UsersService, CALLER_SOURCE],
})
export class UsersModule {}
