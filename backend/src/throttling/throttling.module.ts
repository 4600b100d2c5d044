import { Module } from '@nestjs/common';
import { AddressBudgetService } from './address-budget.service.js';
import { DatabaseThrottlerStorage } from './database-throttler.storage.js';
import { ThrottleInterceptor } from './throttle.interceptor.js';

@Module({
  providers: [DatabaseThrottlerStorage, ThrottleInterceptor, AddressBudgetService],
  exports: [DatabaseThrottlerStorage, ThrottleInterceptor, AddressBudgetService],
})
export class ThrottlingModule {}
