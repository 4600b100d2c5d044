import { mkdtempSync, readdirSync, statSync } from 'node:fs';
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

describe('the local folder store on a shared machine', () => {
  it('writes every file 0600 in folders 0700, whatever the umask, so other accounts read no upload', async () => {
    const root = join(mkdtempSync(join(tmpdir(), 'club-files-')), 'files');
    const previous = process.umask(0);
    try {
      const store = new LocalFileStore(root);
      await store.put('uploads/artworks/pikachu.webp', Buffer.from('webp bytes'), 'image/webp');
      await store.put('card-images/large/sv1-1', Buffer.from('png bytes'), 'image/png');
    } finally {
      process.umask(previous);
    }
    const entries = readdirSync(root, { recursive: true, withFileTypes: true });
    const modeOf = (path: string) => statSync(path).mode & 0o777;
    expect(modeOf(root)).toBe(0o700);
    for (const entry of entries) {
      expect([entry.name, modeOf(join(entry.parentPath, entry.name))]).toEqual([
        entry.name,
        entry.isDirectory() ? 0o700 : 0o600,
      ]);
    }
    expect(entries.filter((entry) => entry.isFile())).toHaveLength(4);
  });
});
