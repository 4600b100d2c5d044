import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/database/embedded/embedded-postgres.js';
import { binariesIn, packagedBinaries } from '../src/database/embedded/postgres-binaries.js';
import { SHARED_ROOT } from '../src/database/embedded/shared-placement.js';

/**
 * Root in a container or a fresh VM, with the clone in a folder only root may enter (a home folder, `mktemp -d`):
 * PostgreSQL refuses to run as root, and the 'postgres' account it runs as can reach neither the programs in
 * node_modules nor DATA_DIR. `npm start` must work there anyway, or say in one sentence what to do.
 */
const asRoot = process.getuid?.() === 0;
const describeAsRoot = asRoot ? describe : describe.skip;
if (!asRoot) console.warn('embedded-postgres.spec: the root start-up cases run only as root (as CI does).');

const CLI_MIGRATE = resolve(import.meta.dirname, '../dist/cli/migrate.js');

async function query(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

describeAsRoot('the embedded PostgreSQL started by root from folders only root may enter', () => {
  let privateFolder: string;
  const cleanups: string[] = [];

  beforeAll(() => {
    privateFolder = mkdtempSync(join(tmpdir(), 'club-root-')); // 0700, like a home folder
    cleanups.push(privateFolder);
  });
  afterAll(() => {
    for (const path of cleanups) rmSync(path, { recursive: true, force: true });
  });

  it('runs the programs and keeps the cluster where the postgres user can reach them, and keeps the data', async () => {
    expect(statSync(privateFolder).mode & 0o777).toBe(0o700);
    // The programs inside the private folder, as they are inside a private clone's node_modules; a version of
    // their own so that this test makes (and removes) its own shared copy.
    const packaged = packagedBinaries();
    const privateHome = join(privateFolder, 'node_modules', 'native');
    cpSync(packaged.home, privateHome, { recursive: true, verbatimSymlinks: true });
    const binaries = binariesIn(privateHome, `${packaged.version}-test-${process.pid}`);
    cleanups.push(join(SHARED_ROOT, 'postgresql', binaries.version));
    const dataDir = join(privateFolder, 'clone', '.data');

    const first = await startEmbeddedPostgres(dataDir, () => undefined, binaries);
    cleanups.push(first.clusterDir);
    try {
      expect(first.ownsServer).toBe(true);
      // DATA_DIR/postgres leads to the cluster, which lives where the postgres user can reach it.
      const link = join(dataDir, 'postgres');
      expect(lstatSync(link).isSymbolicLink()).toBe(true);
      expect(readlinkSync(link)).toBe(first.clusterDir);
      expect(first.clusterDir.startsWith(join(SHARED_ROOT, 'clusters'))).toBe(true);
      expect(statSync(first.clusterDir).uid).toBe(
        Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
      );
      await first.createDatabase('club');
      await query(first.urlFor('club'), 'create table visits (id int); insert into visits values (1), (2)');
      const { rows } = await query(first.urlFor('club'), 'show server_encoding');
      expect(rows[0].server_encoding).toBe('UTF8');
    } finally {
      await first.stop();
    }

    // A second start finds the same cluster through the link, with its data.
    const second = await startEmbeddedPostgres(dataDir, () => undefined, binaries);
    try {
      expect(second.clusterDir).toBe(first.clusterDir);
      const { rows } = await query(second.urlFor('club'), 'select count(*)::int as n from visits');
      expect(rows[0].n).toBe(2);
    } finally {
      await second.stop();
    }
  });

  it('stops a command-line task with one readable sentence when the data truly cannot be reached', () => {
    // A cluster made earlier inside the private folder (when it was still reachable): it cannot be moved safely.
    const dataDir = join(privateFolder, 'old-clone', '.data');
    mkdirSync(join(dataDir, 'postgres'), { recursive: true });
    writeFileSync(join(dataDir, 'postgres', 'PG_VERSION'), '18\n');

    const run = spawnSync(process.execPath, [CLI_MIGRATE], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_OPTIONS: '' },
      encoding: 'utf8',
    });

    expect(run.status).toBe(1);
    const said = run.stderr.trim();
    expect(said).toContain(
      `The embedded PostgreSQL's data in ${join(dataDir, 'postgres')} cannot be reached`,
    );
    expect(said).toContain('chmod o+x');
    expect(said.split('\n')).toHaveLength(1); // no stack trace
  });
});

describe('the embedded PostgreSQL started by a server with runtime settings', () => {
  const variables = ['NODE_OPTIONS', 'MALLOC_MMAP_THRESHOLD_'] as const;
  const before = Object.fromEntries(variables.map((name) => [name, process.env[name]]));
  const dataDir = mkdtempSync(join(tmpdir(), 'club-clean-env-'));

  afterAll(() => {
    for (const name of variables) {
      if (before[name] === undefined) delete process.env[name];
      else process.env[name] = before[name];
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs PostgreSQL without Node's settings or the allocator variables in its environment", async () => {
    // As `npm start` and the Docker image run the server: Node's flags and glibc's malloc setting are its own.
    process.env.NODE_OPTIONS = '--max-semi-space-size=16';
    process.env.MALLOC_MMAP_THRESHOLD_ = '65536';
    const database = await startEmbeddedPostgres(dataDir);
    try {
      const pid = readFileSync(join(database.clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0];
      const names = readFileSync(`/proc/${pid}/environ`, 'utf8')
        .split('\0')
        .map((entry) => entry.split('=')[0]);
      expect(names).not.toContain('NODE_OPTIONS');
      expect(names).not.toContain('MALLOC_MMAP_THRESHOLD_');
      expect((await query(database.urlFor('postgres'), 'select 1 as up')).rows).toEqual([{ up: 1 }]);
    } finally {
      await database.stop();
    }
  });
});
