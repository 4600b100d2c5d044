import { MikroORM } from '@mikro-orm/postgresql';
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { EMBEDDED_DATABASE_NAME } from '../src/database/database-connection.js';
import { startEmbeddedPostgres } from '../src/database/embedded/embedded-postgres.js';
import { ormOptions } from '../src/composition/orm-options.js';
import { seedDemoContent } from '../src/composition/seeders/demo.seeder.js';
import { LocalFileStore } from '../src/storage/local-file-store.js';
import { snapshotDatabase, snapshotFiles, type DatabaseSnapshot } from './support/database-snapshot.js';

const CLI = (name: string) => resolve(import.meta.dirname, `../dist/cli/${name}.js`);

/** Runs a command-line task as a person would, on the embedded default (no DATABASE_URL). */
function run(
  dataDir: string,
  task: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [CLI(task), ...args],
      {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          NODE_OPTIONS: '',
          LOG_LEVEL: 'silent',
          ...env,
        },
      },
      (error, stdout, stderr) => done({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** What the embedded database of DATA_DIR holds, read with the server this test starts (or attaches to). */
async function snapshotOf(dataDir: string): Promise<DatabaseSnapshot> {
  const server = await startEmbeddedPostgres(dataDir);
  try {
    return await snapshotDatabase(server.urlFor(EMBEDDED_DATABASE_NAME));
  } finally {
    await server.stop();
  }
}

describe('npm run db:backup and db:restore on the embedded default', () => {
  const folder = mkdtempSync(join(tmpdir(), 'club-cli-backup-'));
  chmodSync(folder, 0o711); // PostgreSQL's own account passes through, as with a clone in /srv
  const dataDir = join(folder, '.data');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('back up the demo site while its database runs, and after a wipe bring back every row and uploaded file', async () => {
    expect(
      (await run(dataDir, 'create-admin', ['--email', 'sec@club.test'], { ADMIN_PASSWORD: 'a long secret' }))
        .status,
    ).toBe(0);
    const store = new LocalFileStore(join(dataDir, 'files'));
    await store.put('uploads/artworks/pikachu.webp', Buffer.from('webp bytes'), 'image/webp');
    await store.put('card-images/large/sv1-1', Buffer.from('cache'), 'image/png');

    // The server's database is up (as with `npm start` running): the CLI attaches to it.
    const server = await startEmbeddedPostgres(dataDir);
    let before: DatabaseSnapshot;
    let backup: Awaited<ReturnType<typeof run>>;
    try {
      const orm = await MikroORM.init(ormOptions(server.urlFor(EMBEDDED_DATABASE_NAME)));
      await seedDemoContent(orm.em.fork());
      await orm.close(true);
      before = await snapshotDatabase(server.urlFor(EMBEDDED_DATABASE_NAME));
      // Started with a umask that takes nothing away: the modes below are the ones the task asks for.
      const umask = process.umask(0);
      const running = run(dataDir, 'db-backup');
      process.umask(umask);
      backup = await running;
    } finally {
      await server.stop();
    }
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toContain('Attached to the embedded PostgreSQL already running');
    expect(backup.stdout).toMatch(
      /Backed up \d+ rows in \d+ tables and 1 files to .*\.club-backup\.tar \([\d.]+ MB\)/,
    );
    const [name] = readdirSync(join(dataDir, 'backups'));
    expect(name).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.club-backup\.tar$/);
    // Every member's data is in it: other accounts of the machine may not read it, nor list the folder.
    expect(statSync(join(dataDir, 'backups')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'backups', name)).mode & 0o777).toBe(0o600);

    // Wipe: the backup goes somewhere safe, the data folder goes.
    const kept = join(folder, name);
    renameSync(join(dataDir, 'backups', name), kept);
    rmSync(dataDir, { recursive: true, force: true });

    const restore = await run(dataDir, 'db-restore', [kept]);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(restore.stdout).toMatch(/Restored \d+ rows in \d+ tables and 1 files in [\d.]+ s\./);
    expect(await snapshotOf(dataDir)).toEqual(before);
    expect(await snapshotFiles(store)).toEqual({
      'uploads/artworks/pikachu.webp': 'image/webp d2VicCBieXRlcw==',
    });

    const again = await run(dataDir, 'db-restore', [kept]);
    expect(again.status).toBe(1);
    expect(again.stderr.trim()).toMatch(/^The database is not empty \(.*\), so nothing was restored: .*\.$/);
    expect(again.stderr.trim().split('\n')).toHaveLength(1);

    const usage = await run(dataDir, 'db-restore');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run db:restore -- <backup file');
  });
});
