import { Module } from '@nestjs/common';
import { ImagesController } from './images.controller.js';
import { ImagesService } from './images.service.js';
import { StoredImageRepository } from './stored-image.repository.js';

/** The image pipeline (checks, re-encoding, watermark, storage) and the route that serves its pictures. */
@Module({
  controllers: [ImagesController],
  providers: [StoredImageRepository, ImagesService],
  exports: [ImagesService],
})
export class ImagesModule {}
