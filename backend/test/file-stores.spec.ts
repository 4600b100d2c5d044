import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config/app-config.js';
import { createFileStore } from '../src/storage/file-store.factory.js';
import type { FileStore } from '../src/storage/file-store.tokens.js';
import { LocalFileStore } from '../src/storage/local-file-store.js';
import { S3FileStore } from '../src/storage/s3-file-store.js';
import { describeFileStoreContract } from './support/file-store-contract.js';
import { startTestS3, type TestS3 } from './support/s3-server.js';

let s3: TestS3 | undefined;
const stores: FileStore[] = [];
afterAll(async () => {
  for (const store of stores) store.close?.();
  await s3?.close();
});

describeFileStoreContract(
  'the local folder store',
  async () => new LocalFileStore(mkdtempSync(join(tmpdir(), 'club-files-'))),
);

describeFileStoreContract('the S3 store (against s3rver)', async () => {
  s3 = await startTestS3();
  const config = loadConfig({ NODE_ENV: 'test', ...s3.env });
  const store = createFileStore(config);
  stores.push(store);
  return store;
});

describe('choosing the store', () => {
  it('keeps files in DATA_DIR/files without S3 settings, and in the bucket with S3_BUCKET', () => {
    expect(createFileStore(loadConfig({ NODE_ENV: 'test' }))).toBeInstanceOf(LocalFileStore);
    const store = createFileStore(loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'club-files' }));
    stores.push(store);
    expect(store).toBeInstanceOf(S3FileStore);
  });
});
