import { Module } from '@nestjs/common';
import { UsersModule } from '../users.module.js';
import { AdminUserRepository } from './admin-user.repository.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersService } from './admin-users.service.js';

@Module({
  imports: [UsersModule],
  controllers: [AdminUsersController],
  providers: [AdminUserRepository, AdminUsersService],
})
export class AdminUsersModule {}
