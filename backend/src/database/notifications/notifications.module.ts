import { Global, Module } from '@nestjs/common';
import { DatabaseNotifications } from './database-notifications.js';

@Global()
@Module({
  providers: [DatabaseNotifications],
  exports: [DatabaseNotifications],
})
export class NotificationsModule {}
