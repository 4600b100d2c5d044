import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module.js';
import { SellerEnquiriesModule } from '../seller-enquiries/seller-enquiries.module.js';
import { UsersModule } from '../users/users.module.js';
import { TradesController } from './trades.controller.js';
import { TradeListingsService } from './trade-listings.service.js';
import { TradeOffersService } from './trade-offers.service.js';

@Module({
  imports: [ImagesModule, SellerEnquiriesModule, UsersModule],
  controllers: [TradesController],
  providers: [TradeListingsService, TradeOffersService],
  exports: [TradeListingsService, TradeOffersService],
})
export class TradesModule {}
