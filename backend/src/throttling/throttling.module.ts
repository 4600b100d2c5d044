import { Module } from '@nestjs/common';
import { AddressBudgetService } from './address-budget.service.js';
import { DatabaseThrottlerStorage } from './database-throttler.storage.js';
import { KnownDevices } from './known-devices.js';
import { ThrottleInterceptor } from './throttle.interceptor.js';

@Module({
  providers: [DatabaseThrottlerStorage, KnownDevices, ThrottleInterceptor, AddressBudgetService],
  exports: [DatabaseThrottlerStorage, KnownDevices, ThrottleInterceptor, AddressBudgetService],
})
export class ThrottlingModule {}
