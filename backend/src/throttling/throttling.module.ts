import { Module } from '@nestjs/common';
import { DatabaseThrottlerStorage } from './database-throttler.storage.js';
import { ThrottleGuard } from './throttle.guard.js';

@Module({
  providers: [DatabaseThrottlerStorage, ThrottleGuard],
  exports: [DatabaseThrottlerStorage, ThrottleGuard],
})
export class ThrottlingModule {}
