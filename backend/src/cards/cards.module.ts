import { Module } from '@nestjs/common';
import { FormatsModule } from '../formats/formats.module.js';
import { ThrottlingModule } from '../throttling/throttling.module.js';
import { AdminCardsController } from './admin-cards.controller.js';
import { CardCatalogueService } from './card-catalogue.service.js';
import { CardImageService } from './card-image.service.js';
import { CardImportRepository } from './card-import.repository.js';
import { CardImportService } from './card-import.service.js';
import { CardRowsService } from './card-rows.service.js';
import { CardRepository } from './card.repository.js';
import { CardsController } from './cards.controller.js';

@Module({
  imports: [FormatsModule, ThrottlingModule],
  controllers: [CardsController, AdminCardsController],
  providers: [
    CardRepository,
    CardImportRepository,
    CardCatalogueService,
    CardRowsService,
    CardImageService,
    CardImportService,
  ],
  exports: [CardCatalogueService, CardRowsService],
})
export class CardsModule {}
