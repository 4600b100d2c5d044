import { Module } from '@nestjs/common';
import { CardsModule } from '../cards/cards.module.js';
import { FormatsController } from './formats.controller.js';
import { FormatsService } from './formats.service.js';

@Module({
  imports: [CardsModule],
  controllers: [FormatsController],
  providers: [FormatsService],
  exports: [FormatsService],
})
export class FormatsModule {}
