import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module.js';
import { SellerEnquiriesModule } from '../seller-enquiries/seller-enquiries.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminArtworksController } from './admin-artworks.controller.js';
import { ArtworksController } from './artworks.controller.js';
import { ArtworksService } from './artworks.service.js';

@Module({
  imports: [ImagesModule, SellerEnquiriesModule, UsersModule],
  controllers: [ArtworksController, AdminArtworksController],
  providers: [ArtworksService],
  exports: [ArtworksService],
})
export class ArtworksModule {}
