import { Module } from '@nestjs/common';
import { DecksModule } from '../decks/decks.module.js';
import { EventsModule } from '../events/events.module.js';
import { AdminTournamentsController } from './admin-tournaments.controller.js';
import { TournamentDeckListsService } from './tournament-deck-lists.service.js';
import { TournamentLiveService } from './tournament-live.service.js';
import { TournamentResultsService } from './tournament-results.service.js';
import { TournamentRoundsService } from './tournament-rounds.service.js';
import { TournamentsController } from './tournaments.controller.js';
import { TournamentsService } from './tournaments.service.js';

@Module({
  imports: [EventsModule, DecksModule],
  controllers: [TournamentsController, AdminTournamentsController],
  providers: [
    TournamentsService,
    TournamentDeckListsService,
    TournamentResultsService,
    TournamentRoundsService,
    TournamentLiveService,
  ],
})
export class TournamentsModule {}
