import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { resolveJwtSecret } from '../config/jwt-secret.js';
import { ThrottlingModule } from '../throttling/throttling.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { RefreshTokenService } from './refresh-token.service.js';

export const ACCESS_TOKEN_LIFETIME = '15m';

@Module({
  imports: [
    UsersModule,
    ThrottlingModule,
    JwtModule.registerAsync({
      global: true,
      useFactory: (config: AppConfig) => {
        // A key object, not the text: given text, jsonwebtoken first tries (and fails) to read it as a public
        // key on every verification, which was the costliest step of checking a token.
        const key = createSecretKey(Buffer.from(resolveJwtSecret(config)));
        return {
          secretOrKeyProvider: () => key,
          signOptions: { expiresIn: ACCESS_TOKEN_LIFETIME, algorithm: 'HS256' },
          verifyOptions: { algorithms: ['HS256'] },
        };
      },
      inject: [APP_CONFIG],
    }),
  ],
  controllers: [AuthController],
  providers: [AuthService, RefreshTokenService],
  exports: [AuthService, RefreshTokenService],
})
export class AuthModule {}
