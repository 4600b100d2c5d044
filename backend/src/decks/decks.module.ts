import { Module } from '@nestjs/common';
import { CardsModule } from '../cards/cards.module.js';
import { FormatsModule } from '../formats/formats.module.js';
import { UsersModule } from '../users/users.module.js';
import { DeckRulesService } from './deck-rules.service.js';
import { DeckSheetsService } from './deck-sheets.service.js';
import { DecksController } from './decks.controller.js';
import { DeckRepository } from './deck.repository.js';
import { DecksService } from './decks.service.js';
import { PrintChoiceRepository } from './print-choice.repository.js';
import { PrintChoicesService } from './print-choices.service.js';

@Module({
  imports: [CardsModule, FormatsModule, UsersModule],
  controllers: [DecksController],
  providers: [
    DeckRepository,
    PrintChoiceRepository,
    DecksService,
    DeckRulesService,
    PrintChoicesService,
    DeckSheetsService,
  ],
  exports: [DecksService, DeckSheetsService],
})
export class DecksModule {}
