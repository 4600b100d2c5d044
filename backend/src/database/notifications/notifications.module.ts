import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DatabaseNotifications } from './database-notifications.js';
import { PublicAnswers } from './public-answers.js';

@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [DatabaseNotifications, PublicAnswers],
  exports: [DatabaseNotifications, PublicAnswers],
})
export class NotificationsModule {}
