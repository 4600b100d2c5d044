import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { PRIVATE_FILE_MODE } from '../config/private-files.js';

/** A tar archive being written: one entry at a time, each from a buffer (tar wants every size up front). */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly written: Promise<void>;

  constructor(path: string) {
    this.written = pipeline(this.pack, createWriteStream(path, { mode: PRIVATE_FILE_MODE }));
  }

  /** Adds an entry; answers its SHA-256, which the manifest records. */
  add(name: string, body: Buffer, mtime: Date): Promise<string> {
    const sha256 = createHash('sha256').update(body).digest('hex');
    return new Promise((resolve, reject) => {
      this.pack.entry({ name, size: body.length, mtime, mode: 0o600 }, body, (error) =>
        error ? reject(error) : resolve(sha256),
      );
    });
  }

  async finish(): Promise<void> {
    this.pack.finalize();
    await this.written;
  }

  async abandon(): Promise<void> {
    this.pack.destroy();
    await this.written.catch(() => undefined);
  }
}

/**
 * Calls `visit` with each entry of a tar archive in turn; `visit` reads the entry to its end. Rejects with
 * PostgreSQL's, the file system's or tar's own error: the callers turn them into sentences.
 */
export function readArchive(
  path: string,
  visit: (name: string, body: Readable) => Promise<void>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const input = createReadStream(path);
    const extract = tar.extract();
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      input.destroy();
      extract.destroy();
      reject(error);
    };
    extract.on('entry', (header, body, next) => {
      visit(header.name, body).then(() => next(), fail);
    });
    extract.on('finish', () => {
      if (!failed) resolve();
    });
    extract.on('error', fail);
    input.on('error', fail);
    input.pipe(extract);
  });
}

/** The bytes of a stream, and their SHA-256. */
export async function readWhole(body: Readable): Promise<{ bytes: Buffer; sha256: string }> {
  const chunks: Buffer[] = [];
  const hash = createHash('sha256');
  for await (const chunk of body) {
    chunks.push(chunk as Buffer);
    hash.update(chunk as Buffer);
  }
  return { bytes: Buffer.concat(chunks), sha256: hash.digest('hex') };
}
