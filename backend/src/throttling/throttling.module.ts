import { Module } from '@nestjs/common';
import { DatabaseThrottlerStorage } from './database-throttler.storage.js';
import { KnownDevices } from './known-devices.js';
import { ThrottleInterceptor } from './throttle.interceptor.js';

@Module({
  providers: [DatabaseThrottlerStorage, KnownDevices, ThrottleInterceptor],
  exports: [DatabaseThrottlerStorage, KnownDevices, ThrottleInterceptor],
})
export class ThrottlingModule {}
