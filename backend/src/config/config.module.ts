import { type DynamicModule, Global, Module } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import type { AppConfig } from './app-config.js';
import { ACCESS_TOKEN_KEY, APP_CONFIG } from './config.tokens.js';
import { resolveJwtSecret } from './jwt-secret.js';

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        {
          provide: ACCESS_TOKEN_KEY,
          // A key object, not the text: given text, jsonwebtoken first tries (and fails) to read it as a public
          // key on every verification, which was the costliest step of checking a token.
          useFactory: () => createSecretKey(Buffer.from(resolveJwtSecret(config))),
        },
      ],
      exports: [APP_CONFIG, ACCESS_TOKEN_KEY],
    };
  }
}
