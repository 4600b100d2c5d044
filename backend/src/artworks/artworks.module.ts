import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module.js';
import { ThrottlingModule } from '../throttling/throttling.module.js';
import { AdminArtworksController } from './admin-artworks.controller.js';
import { ArtworksController } from './artworks.controller.js';
import { ArtworksService } from './artworks.service.js';

@Module({
  imports: [ImagesModule, ThrottlingModule],
  controllers: [ArtworksController, AdminArtworksController],
  providers: [ArtworksService],
  exports: [ArtworksService],
})
export class ArtworksModule {}
