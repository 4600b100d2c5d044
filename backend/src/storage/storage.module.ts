import { Global, Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { createFileStore } from './file-store.factory.js';
import { FILE_STORE, type FileStore } from './file-store.tokens.js';

@Global()
@Module({
  providers: [
    { provide: FILE_STORE, useFactory: (config: AppConfig) => createFileStore(config), inject: [APP_CONFIG] },
  ],
  exports: [FILE_STORE],
})
export class StorageModule implements OnModuleDestroy {
  constructor(@Inject(FILE_STORE) private readonly store: FileStore) {}

  onModuleDestroy(): void {
    this.store.close?.();
  }
}
