import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import type { FileStore } from './file-store.tokens.js';
import { LocalFileStore } from './local-file-store.js';
import { S3FileStore } from './s3-file-store.js';

/** The configured store: the S3 bucket when S3_BUCKET is set, else DATA_DIR/files. The server and the CLI share it. */
export function createFileStore(config: AppConfig): FileStore {
  return config.s3 ? new S3FileStore(config.s3) : new LocalFileStore(join(config.dataDir, 'files'));
}
