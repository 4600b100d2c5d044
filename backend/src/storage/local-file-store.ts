import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { makePrivateFolder, PRIVATE_FILE_MODE } from '../config/private-files.js';
import { checkStorageKey, type FileStore, type StoredFile } from './file-store.tokens.js';

interface Meta {
  contentType: string;
  etag: string;
}

/** A file being written: `<key>.<uuid>.tmp` (and its `.json`), renamed into place when complete. */
const TEMPORARY = /\.[0-9a-f-]{36}\.tmp(?:\.json)?$/;

/** Files in a folder, each with a small .json beside it holding its type and ETag; writes are atomic. */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  async get(key: string): Promise<StoredFile | undefined> {
    const path = this.pathOf(key);
    try {
      const [body, metaText] = await Promise.all([readFile(path), readFile(`${path}.json`, 'utf8')]);
      const meta = JSON.parse(metaText) as Meta;
      return { body, ...meta };
    } catch {
      return undefined;
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<StoredFile> {
    const path = this.pathOf(key);
    await makePrivateFolder(dirname(path));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const temporary = `${path}.${randomUUID()}.tmp`;
    await writeFile(temporary, body, { mode: PRIVATE_FILE_MODE });
    await writeFile(`${temporary}.json`, JSON.stringify({ contentType, etag } satisfies Meta), {
      mode: PRIVATE_FILE_MODE,
    });
    await rename(`${temporary}.json`, `${path}.json`);
    await rename(temporary, path);
    return { body, contentType, etag };
  }

  /** A stored file is a file with its `.json` beside it (a key may itself end in `.json`). */
  async *list(prefix = ''): AsyncIterable<string> {
    let entries;
    try {
      entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    } catch {
      return; // nothing stored yet
    }
    const files = new Set(
      entries
        .filter((entry) => entry.isFile() && !TEMPORARY.test(entry.name))
        .map((entry) => relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/')),
    );
    for (const file of files) {
      if (file.startsWith(prefix) && files.has(`${file}.json`)) yield file;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    // The metadata first: without it the file is no longer served, even if removing the body fails.
    await rm(`${path}.json`, { force: true });
    await rm(path, { force: true });
  }

  private pathOf(key: string): string {
    return join(this.root, checkStorageKey(key));
  }
}
