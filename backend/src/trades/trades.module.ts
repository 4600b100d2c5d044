import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module.js';
import { ThrottlingModule } from '../throttling/throttling.module.js';
import { TradesController } from './trades.controller.js';
import { TradesService } from './trades.service.js';

@Module({
  imports: [ImagesModule, ThrottlingModule],
  controllers: [TradesController],
  providers: [TradesService],
  exports: [TradesService],
})
export class TradesModule {}
