import { Module } from '@nestjs/common';
import { AchievementsModule } from '../achievements/achievements.module.js';
import { DecksModule } from '../decks/decks.module.js';
import { EventsModule } from '../events/events.module.js';
import { FamilyModule } from '../family/family.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminTournamentsController } from './admin-tournaments.controller.js';
import { TournamentClockService } from './tournament-clock.service.js';
import { TournamentDeckSheetsController } from './tournament-deck-sheets.controller.js';
import { TournamentDeckSheetsService } from './tournament-deck-sheets.service.js';
import { TournamentDeskController } from './tournament-desk.controller.js';
import { TournamentDeskService } from './tournament-desk.service.js';
import { TournamentDeckListsService } from './tournament-deck-lists.service.js';
import { TournamentLiveService } from './tournament-live.service.js';
import { TournamentResultsService } from './tournament-results.service.js';
import { TournamentRoundsService } from './tournament-rounds.service.js';
import { TournamentStandingsService } from './tournament-standings.service.js';
import { TournamentsController } from './tournaments.controller.js';
import { TournamentTomController } from './tournament-tom.controller.js';
import { TournamentTomExportService } from './tournament-tom-export.service.js';
import { TournamentTomImportService } from './tournament-tom-import.service.js';
import { TournamentsService } from './tournaments.service.js';
import { TournamentEntriesService } from './tournament-entries.service.js';

@Module({
  imports: [EventsModule, DecksModule, AchievementsModule, UsersModule, FamilyModule],
  controllers: [
    TournamentsController,
    AdminTournamentsController,
    TournamentDeskController,
    TournamentDeckSheetsController,
    TournamentTomController,
  ],
  providers: [
    TournamentsService,
    TournamentEntriesService,
    TournamentDeckListsService,
    TournamentResultsService,
    TournamentRoundsService,
    TournamentStandingsService,
    TournamentLiveService,
    TournamentDeskService,
    TournamentClockService,
    TournamentDeckSheetsService,
    TournamentTomImportService,
    TournamentTomExportService,
  ],
})
export class TournamentsModule {}
