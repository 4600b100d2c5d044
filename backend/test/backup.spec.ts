import pg from 'pg';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ArchiveWriter } from '../src/backups/backup-archive.js';
import { BackupError } from '../src/backups/backup-error.js';
import { restoreBackup, TABLES_FILLED_BY_MIGRATIONS, verifyBackup } from '../src/backups/restore-backup.js';
import { writeBackup } from '../src/backups/write-backup.js';
import { Role } from '../src/common/role.js';
import { migrateDatabase, schemaMigrations } from '../src/composition/migrate.js';
import { MIGRATIONS } from '../src/composition/migrations/index.js';
import { FILE_STORE, REGENERABLE_PREFIXES, type FileStore } from '../src/storage/file-store.tokens.js';
import { LocalFileStore } from '../src/storage/local-file-store.js';
import { fillThroughTheApi } from './support/backup-fill.js';
import { pngLabelled } from './support/pictures.js';
import { snapshotDatabase, snapshotFiles, type DatabaseSnapshot } from './support/database-snapshot.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createEmptyDatabase, dropDatabase } from './support/test-database.js';

let t: TestApp;
let store: FileStore;
let imageHost: Server;
let before: DatabaseSnapshot;
let backupFile: string;
const work = mkdtempSync(join(tmpdir(), 'club-backup-'));
const databases: string[] = [];
let counter = 0;

async function emptyDatabase(): Promise<string> {
  const name = `club_restore_${process.pid}_${counter++}`;
  databases.push(name);
  return createEmptyDatabase(name);
}

function freshStore(): LocalFileStore {
  return new LocalFileStore(mkdtempSync(join(tmpdir(), 'club-restored-files-')));
}

/** Where an entry's contents start in a tar archive, and their length (walks the 512-byte headers). */
function entryContents(archive: Buffer, name: string): { start: number; length: number } {
  for (let header = 0; header + 512 <= archive.length;) {
    const entryName = archive
      .subarray(header, header + 100)
      .toString('utf8')
      .replace(/(?<!\0)\0.*$/s, '');
    const length = parseInt(
      archive
        .subarray(header + 124, header + 136)
        .toString('utf8')
        .trim() || '0',
      8,
    );
    if (entryName === name) return { start: header + 512, length };
    if (!entryName) break;
    header += 512 + Math.ceil(length / 512) * 512;
  }
  throw new Error(`The archive has no entry ${name}.`);
}

async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackupError);
  return (error as Error).message;
}

beforeAll(async () => {
  imageHost = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png' }).end(pngLabelled('card picture'));
  });
  await new Promise<void>((resolve) => imageHost.listen(0, '127.0.0.1', resolve));
  const address = imageHost.address();
  t = await createTestApp({
    CARD_IMAGE_BASE_URL: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
  });
  store = t.app.get<FileStore>(FILE_STORE);
  await fillThroughTheApi(t);
  // A first backup, so that backup_runs has a row in the one restored.
  await writeBackup({ databaseUrl: t.databaseUrl, store, destination: join(work, 'first.club-backup.tar') });
  before = await snapshotDatabase(t.databaseUrl);
  backupFile = join(work, 'second.club-backup.tar');
  await writeBackup({ databaseUrl: t.databaseUrl, store, destination: backupFile });
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => imageHost.close(resolve));
  for (const name of databases) await dropDatabase(name);
});

describe('backup and restore', () => {
  it('were given a database with rows in every table, and the card-image cache beside the uploads', () => {
    const empty = Object.entries(before.tables)
      .filter(([, rows]) => rows.length === 0)
      .map(([name]) => name);
    // A table added by a new feature shows up here until test/support/backup-fill.ts fills it.
    expect(empty).toEqual([]);
    expect(before.migrations).toEqual(MIGRATIONS.map((migration) => migration.name));
  });

  it('bring back every row, sequence and uploaded file into an empty database, without the regenerable cache', async () => {
    expect(await snapshotFiles(store)).toHaveProperty(['card-images/small/bk1-1']);
    const url = await emptyDatabase();
    const restoredStore = freshStore();
    const summary = await restoreBackup({
      databaseUrl: url,
      migrations: schemaMigrations(url),
      store: restoredStore,
      file: backupFile,
    });

    expect(await snapshotDatabase(url)).toEqual(before);
    expect(await snapshotFiles(restoredStore)).toEqual(await snapshotFiles(store, REGENERABLE_PREFIXES));
    // The uploads are exactly the pictures the restored rows name (two renditions each).
    const restoredKeys = Object.keys(await snapshotFiles(restoredStore)).sort();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const named = await client
      .query<{ key: string }>(
        'select display_key as key from images union all select thumbnail_key from images',
      )
      .finally(() => client.end());
    expect(restoredKeys).toEqual(named.rows.map((row) => row.key).sort());
    expect(restoredKeys.length).toBeGreaterThanOrEqual(4);
    expect(summary).toMatchObject({ files: restoredKeys.length, migrationsApplied: [] });
    expect(summary.rows).toBe(Object.values(before.tables).reduce((sum, rows) => sum + rows.length, 0));
  });

  it('go on numbering rows after the backup’s ids', async () => {
    const url = await emptyDatabase();
    await restoreBackup({
      databaseUrl: url,
      migrations: schemaMigrations(url),
      store: freshStore(),
      file: backupFile,
    });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number }>(
        `insert into contact_messages (name, email, subject, message, created_at, handled)
         values ('A', 'a@b.c', 'S', 'M', now(), false) returning id`,
      );
      const { rows: old } = await client.query<{ max: number }>(
        'select max(id) as max from contact_messages where id <> $1',
        [rows[0].id],
      );
      expect(rows[0].id).toBeGreaterThan(old[0].max);
    } finally {
      await client.end();
    }
  });

  it('restore into a database that was only migrated (rows the migrations write are not the club’s data)', async () => {
    const url = await emptyDatabase();
    await migrateDatabase(url);
    const migrated = Object.entries((await snapshotDatabase(url)).tables).filter(([, rows]) => rows.length);
    expect(migrated.map(([name]) => name)).toEqual(TABLES_FILLED_BY_MIGRATIONS);
    await restoreBackup({
      databaseUrl: url,
      migrations: schemaMigrations(url),
      store: freshStore(),
      file: backupFile,
    });
    expect((await snapshotDatabase(url)).tables).toEqual(before.tables);
  });

  it('refuse a database that holds data, in one sentence, and change nothing', async () => {
    const message = await refusal(
      restoreBackup({
        databaseUrl: t.databaseUrl,
        migrations: schemaMigrations(t.databaseUrl),
        store: freshStore(),
        file: backupFile,
      }),
    );
    expect(message).toMatch(
      /^The database is not empty \(.*users: \d+ rows.*\), so nothing was restored: restore into an empty database/,
    );
    expect(message).not.toContain('\n');
    expect((await snapshotDatabase(t.databaseUrl)).tables.users).toEqual(before.tables.users);
  });

  it('refuse a damaged, cut or foreign file readably, before touching the database', async () => {
    const bytes = readFileSync(backupFile);
    const damaged = Buffer.from(bytes);
    // Inside the members' rows: a flip in tar's zero padding would change nothing a restore reads.
    const users = entryContents(bytes, 'tables/users.copy.gz');
    damaged[users.start + Math.floor(users.length / 2)] ^= 0xff;
    writeFileSync(join(work, 'damaged.tar'), damaged);
    writeFileSync(join(work, 'cut.tar'), bytes.subarray(0, Math.floor(bytes.length / 2)));
    writeFileSync(join(work, 'notes.txt'), 'Shopping list: booster boxes, sleeves, dice.\n'.repeat(40));
    const url = await emptyDatabase();
    const attempt = (name: string) =>
      refusal(
        restoreBackup({
          databaseUrl: url,
          migrations: schemaMigrations(url),
          store: freshStore(),
          file: join(work, name),
        }),
      );

    expect(await attempt('damaged.tar')).toMatch(/damaged\.tar is (?:damaged|not a backup)/);
    expect(await attempt('cut.tar')).toMatch(
      /cut\.tar is (damaged or incomplete|not a complete backup|incomplete)/,
    );
    expect(await attempt('notes.txt')).toMatch(/notes\.txt is not a (complete )?backup of the club site/);
    expect(await attempt('missing.tar')).toBe(`There is no file ${join(work, 'missing.tar')}.`);
    expect(await snapshotDatabase(url)).toEqual({ tables: {}, sequences: [], migrations: [] });
  });

  it('refuse a tar archive of something else, and a backup from a newer version of the site', async () => {
    const other = new ArchiveWriter(join(work, 'photos.tar'));
    await other.add('holiday.jpg', Buffer.from('jpeg'), new Date());
    await other.finish();
    const manifest = JSON.parse(JSON.stringify(await verifyBackup(backupFile))) as { migrations: string[] };
    const newer = new ArchiveWriter(join(work, 'newer.tar'));
    await newer.add(
      'manifest.json',
      Buffer.from(
        JSON.stringify({
          ...manifest,
          migrations: [...manifest.migrations, 'Migration20991231000000_future'],
          tables: [],
          files: [],
        }),
      ),
      new Date(),
    );
    await newer.finish();
    const url = await emptyDatabase();
    const attempt = (name: string) =>
      refusal(
        restoreBackup({
          databaseUrl: url,
          migrations: schemaMigrations(url),
          store: freshStore(),
          file: join(work, name),
        }),
      );

    expect(await attempt('photos.tar')).toMatch(
      /photos\.tar is not a complete backup of the club site: it holds no manifest/,
    );
    expect(await attempt('newer.tar')).toMatch(
      /newer\.tar comes from a newer or different version of the club site \(its schema includes Migration20991231000000_future/,
    );
  });

  it('restore a backup of an older schema: its migrations first, the rows, then the newer migrations', async () => {
    const older = MIGRATIONS.slice(0, -1).map((migration) => migration.name);
    const source = await emptyDatabase();
    await migrateDatabase(source, { only: older });
    const client = new pg.Client({ connectionString: source });
    await client.connect();
    await client.query(
      `insert into users (email, password_hash, role, profile_first_name, profile_last_name, created_at)
       values ('old@backup.test', 'x', 'MEMBER', 'Old', 'Timer', now())`,
    );
    await client.end();
    const file = join(work, 'older.club-backup.tar');
    await writeBackup({ databaseUrl: source, store: freshStore(), destination: file });

    const url = await emptyDatabase();
    const summary = await restoreBackup({
      databaseUrl: url,
      migrations: schemaMigrations(url),
      store: freshStore(),
      file,
    });
    expect(summary.migratedFrom).toBe(older[older.length - 1]);
    expect(summary.migrationsApplied).toEqual([MIGRATIONS[MIGRATIONS.length - 1].name]);
    const after = await snapshotDatabase(url);
    expect(after.migrations).toEqual(MIGRATIONS.map((migration) => migration.name));
    expect(after.tables.users.join('\n')).toContain('old@backup.test');
  });

  it('show in the admin area when the last backup ran, to admins only', async () => {
    const admin = await t.newUser({ role: Role.ADMIN });
    const member = await t.newUser();
    const answer = await t.call('/api/admin/backups/status', { headers: admin.auth });
    expect(answer.status).toBe(200);
    const status = (await answer.json()) as { lastBackup: Record<string, unknown>; generatedAt: string };
    expect(status.lastBackup).toMatchObject({ location: backupFile });
    expect(Number(status.lastBackup.files)).toBeGreaterThanOrEqual(4);
    expect(Number(status.lastBackup.rows)).toBeGreaterThan(20);
    expect(Date.parse(status.generatedAt)).toBeGreaterThanOrEqual(
      Date.parse(String(status.lastBackup.finishedAt)),
    );
    expect((await t.call('/api/admin/backups/status', { headers: member.auth })).status).toBe(403);
  });
});
