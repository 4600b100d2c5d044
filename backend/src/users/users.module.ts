import { Module } from '@nestjs/common';
import { CallerCache } from './caller-cache.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

@Module({
  controllers: [UsersController],
  providers: [UsersService, CallerCache],
  exports: [UsersService, CallerCache],
})
export class UsersModule {}
