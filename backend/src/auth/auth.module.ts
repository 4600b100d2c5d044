import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import type { KeyObject } from 'node:crypto';
import { ACCESS_TOKEN_KEY } from '../config/config.tokens.js';
import { ThrottlingModule } from '../throttling/throttling.module.js';
import { SESSIONS, type Sessions } from '../users/sessions.tokens.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { RefreshTokenService } from './refresh-token.service.js';

export const ACCESS_TOKEN_LIFETIME = '15m';

/** Global for one export: the sessions port, so features that end sessions (users) never import auth. */
@Global()
@Module({
  imports: [
    UsersModule,
    ThrottlingModule,
    // Signs access tokens; the access guard verifies them (common/access-token.strategy.ts).
    JwtModule.registerAsync({
      useFactory: (key: KeyObject) => ({
        secretOrKeyProvider: () => key,
        signOptions: { expiresIn: ACCESS_TOKEN_LIFETIME, algorithm: 'HS256' },
      }),
      inject: [ACCESS_TOKEN_KEY],
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    RefreshTokenService,
    {
      provide: SESSIONS,
      useFactory: (tokens: RefreshTokenService): Sessions => ({
        endAllOf: (user) => tokens.revokeAllOf(user),
      }),
      inject: [RefreshTokenService],
    },
  ],
  exports: [SESSIONS],
})
export class AuthModule {}
