import { Global, Module } from '@nestjs/common';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { FILE_STORE } from './file-store.tokens.js';
import { LocalFileStore } from './local-file-store.js';

@Global()
@Module({
  providers: [
    {
      provide: FILE_STORE,
      useFactory: (config: AppConfig) => new LocalFileStore(join(config.dataDir, 'files')),
      inject: [APP_CONFIG],
    },
  ],
  exports: [FILE_STORE],
})
export class StorageModule {}
