import S3rver from 's3rver';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestS3 {
  /** The S3_* environment of a store on this server's bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-compatible server on a loopback port (s3rver, files in a temporary folder) with one bucket. */
export async function startTestS3(bucket = 'club-files'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'club-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'eu-west-2',
      // s3rver's fixed test credentials
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
