import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module.js';
import { SellerEnquiriesModule } from '../seller-enquiries/seller-enquiries.module.js';
import { UsersModule } from '../users/users.module.js';
import { TradesController } from './trades.controller.js';
import { TradesService } from './trades.service.js';

@Module({
  imports: [ImagesModule, SellerEnquiriesModule, UsersModule],
  controllers: [TradesController],
  providers: [TradesService],
  exports: [TradesService],
})
export class TradesModule {}
