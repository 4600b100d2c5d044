import { Module } from '@nestjs/common';
import { DatabaseThrottlerStorage } from './database-throttler.storage.js';
import { ThrottleInterceptor } from './throttle.interceptor.js';

@Module({
  providers: [DatabaseThrottlerStorage, ThrottleInterceptor],
  exports: [DatabaseThrottlerStorage, ThrottleInterceptor],
})
export class ThrottlingModule {}
