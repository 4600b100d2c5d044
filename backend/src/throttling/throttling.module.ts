import { Module } from '@nestjs/common';
import { AddressBudgetService } from './address-budget.service.js';
import { ThrottleBucketRepository } from './throttle-bucket.repository.js';
import { KnownDevices } from './known-devices.js';
import { ThrottleInterceptor } from './throttle.interceptor.js';

@Module({
  providers: [ThrottleBucketRepository, KnownDevices, ThrottleInterceptor, AddressBudgetService],
  exports: [ThrottleBucketRepository, KnownDevices, ThrottleInterceptor, AddressBudgetService],
})
export class ThrottlingModule {}
