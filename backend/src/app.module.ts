import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AchievementsModule } from './achievements/achievements.module.js';
import { AdminOverviewModule } from './admin-overview/admin-overview.module.js';
import { AdminUsersModule } from './users/admin/admin-users.module.js';
import { BackupsModule } from './backups/backups.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CardsModule } from './cards/cards.module.js';
import { ClubMessagesModule } from './club-messages/club-messages.module.js';
import { ContentModule } from './content/content.module.js';
import { EventsModule } from './events/events.module.js';
import { FamilyModule } from './family/family.module.js';
import { DecksModule } from './decks/decks.module.js';
import { FormatsModule } from './formats/formats.module.js';
import { ForumModule } from './forum/forum.module.js';
import { StorageModule } from './storage/storage.module.js';
import { TournamentsModule } from './tournaments/tournaments.module.js';
import { AccessGuard } from './common/access.guard.js';
import { AccessTokenStrategy } from './common/access-token.strategy.js';
import { requestLogging } from './common/request-logging.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { ormOptions } from './composition/orm-options.js';
import { HealthModule } from './health/health.module.js';
import { MailModule } from './mail/mail.module.js';
import { NotificationsModule } from './database/notifications/notifications.module.js';
import { CachingModule } from './caching/caching.module.js';
import { UsersModule } from './users/users.module.js';
import { ArtworksModule } from './artworks/artworks.module.js';
import { ImagesModule } from './images/images.module.js';
import { ReleasesModule } from './releases/releases.module.js';
import { TradesModule } from './trades/trades.module.js';

@Module({})
export class AppModule {
  /** `logDestination`: where logs go instead of standard output (tests read them). */
  static forRoot(config: AppConfig, databaseUrl: string, logDestination?: DestinationStream): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(requestLogging(config.logLevel, logDestination)),
        // The request context comes from a Fastify hook (app.factory.ts).
        MikroOrmModule.forRoot({ ...ormOptions(databaseUrl), registerRequestContext: false }),
        PassportModule.register({ session: false }),
        NotificationsModule,
        CachingModule,
        MailModule,
        HealthModule,
        UsersModule,
        AuthModule,
        AdminUsersModule,
        StorageModule,
        FormatsModule,
        CardsModule,
        DecksModule,
        FamilyModule,
        EventsModule,
        ContentModule,
        AchievementsModule,
        ClubMessagesModule,
        AdminOverviewModule,
        ImagesModule,
        ReleasesModule,
        ArtworksModule,
        TradesModule,
        ForumModule,
        BackupsModule,
        TournamentsModule,
      ],
      // The one global guard; it verifies tokens through Passport with AccessTokenStrategy, and finds callers
      // through the CALLER_SOURCE that UsersModule exports.
      providers: [AccessTokenStrategy, { provide: APP_GUARD, useClass: AccessGuard }],
    };
  }
}
