import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import type { S3Config } from '../config/app-config.js';
import { checkStorageKey, type FileStore, type StoredFile } from './file-store.tokens.js';

/** Strong validator of the content, the same as the local store's, kept as the object's metadata. */
function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Files as objects in an S3-compatible bucket, shared by every replica; keys are the local store's paths. */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Config) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: settings.credentials,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: many S3-compatible stores do not know the newer checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async get(key: string): Promise<StoredFile | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: checkStorageKey(key) }),
      );
      if (!answer.Body) return undefined;
      const body = Buffer.from(await answer.Body.transformToByteArray());
      return {
        body,
        contentType: answer.ContentType ?? 'application/octet-stream',
        etag: answer.Metadata?.etag ?? etagOf(body),
      };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') return undefined;
      throw error;
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<StoredFile> {
    const etag = etagOf(body);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: checkStorageKey(key),
        Body: body,
        ContentType: contentType,
        Metadata: { etag },
      }),
    );
    return { body, contentType, etag };
  }

  /**
   * Pages on from the last key seen (ListObjects with a marker): every S3-compatible store answers that the same
   * way, while ListObjectsV2's continuation tokens are each store's own (s3rver's need a cipher Node 24 lacks).
   */
  async *list(prefix = ''): AsyncIterable<string> {
    let marker: string | undefined;
    for (;;) {
      const page = await this.client.send(
        new ListObjectsCommand({ Bucket: this.settings.bucket, Prefix: prefix || undefined, Marker: marker }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      yield* keys;
      if (!page.IsTruncated || keys.length === 0) return;
      marker = keys[keys.length - 1];
    }
  }

  /** S3 answers a delete of a missing key as a success, as the contract wants. */
  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: checkStorageKey(key) }),
    );
  }

  close(): void {
    this.client.destroy();
  }
}
