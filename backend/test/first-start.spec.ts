import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { EMBEDDED_DATABASE_NAME } from '../src/database/database-connection.js';
import { startEmbeddedPostgres } from '../src/database/embedded/embedded-postgres.js';

/**
 * `npm start` and `npm run create-admin` as a person runs them (the built CLI, the embedded database), as
 * a newcomer in development and as an operator in production.
 */
const CLI = (name: string) => resolve(import.meta.dirname, `../dist/cli/${name}.js`);
const STARTED = /is running at/;
/** A first start creates a PostgreSQL cluster, migrates and seeds: slow on a busy machine. */
const FIRST_START_MS = 180_000;

/** What the server's account alone may touch: under root, PostgreSQL's account may also pass through DATA_DIR. */
const ownerOnly = (path: string) => statSync(path).mode & 0o777 & ~0o001;

function freePort(): Promise<number> {
  return new Promise((answer, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => answer(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The environment of a person's shell: no test settings, the embedded database in `dataDir`. */
function shellEnv(dataDir: string, env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: undefined,
    DATABASE_URL: undefined,
    JWT_SECRET: undefined,
    ADMIN_EMAIL: undefined,
    ADMIN_PASSWORD: undefined,
    SEED_DEMO: undefined,
    NODE_OPTIONS: '',
    DATA_DIR: dataDir,
    FRONTEND_DIST: '/nonexistent',
    ...env,
  };
}

/** A umask that takes nothing away, so the modes seen are the ones the server asked for. */
function withOpenUmask<T>(work: () => T): T {
  const previous = process.umask(0);
  try {
    return work();
  } finally {
    process.umask(previous);
  }
}

interface RunningServer {
  baseUrl: string;
  output(): string;
  stop(): Promise<void>;
}

async function startServer(dataDir: string, env: Record<string, string | undefined>): Promise<RunningServer> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = withOpenUmask(() =>
    spawn(process.execPath, [CLI('start')], {
      env: shellEnv(dataDir, { HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  await new Promise<void>((ready, fail) => {
    const poll = setInterval(() => {
      if (STARTED.test(output)) finish(ready);
    }, 100);
    const finish = (then: () => void) => {
      clearInterval(poll);
      then();
    };
    void exited.then(() => finish(() => fail(new Error(`The server stopped while starting:\n${output}`))));
  });
  // The banner is the last thing the start writes.
  await new Promise((settle) => setTimeout(settle, 200));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function createAdmin(
  dataDir: string,
  args: string[],
  options: { stdin?: string; env?: Record<string, string> } = {},
): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = execFile(
      process.execPath,
      [CLI('create-admin'), ...args],
      { env: shellEnv(dataDir, { LOG_LEVEL: 'silent', ...options.env }) },
      (error, stdout, stderr) => done({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(options.stdin ?? '');
  });
}

async function signIn(baseUrl: string, email: string, password: string): Promise<Response> {
  return fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

function refreshCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('club_refresh='));
  if (!cookie) throw new Error('no refresh cookie set');
  return cookie.split(';')[0];
}

function newFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'club-first-start-'));
  chmodSync(folder, 0o711); // PostgreSQL's own account passes through, as with a clone in /srv
  return folder;
}

describe("a newcomer's `npm start` (no NODE_ENV) on a fresh clone", () => {
  const folder = newFolder();
  const dataDir = join(folder, '.data');
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(dataDir, {});
  }, FIRST_START_MS);
  afterAll(async () => {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it("shows a lived-in demo, and keeps the demo admin's password in a file only the server's account reads, not in the log", async () => {
    const trades = (await (await fetch(`${server.baseUrl}/api/trades/public`)).json()) as unknown[];
    expect(trades.length).toBeGreaterThan(0);

    const file = join(dataDir, 'first-admin-password.txt');
    expect(server.output()).toContain(file);
    expect(ownerOnly(file)).toBe(0o600);
    const password = readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(server.output()).not.toContain(password);
    expect((await signIn(server.baseUrl, 'admin@club.local', password)).status).toBe(200);
  });

  it('makes the data folder, the generated secret and the mail outbox private to its account', async () => {
    expect(ownerOnly(dataDir)).toBe(0o700);
    expect(ownerOnly(join(dataDir, 'jwt-secret'))).toBe(0o600);
    expect(ownerOnly(join(dataDir, 'postgres.json'))).toBe(0o600);

    const contact = await fetch(`${server.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ash',
        email: 'ash@example.com',
        subject: 'Hello',
        message: 'When is the next league night?',
      }),
    });
    expect(contact.status).toBeLessThan(300);
    const outbox = join(dataDir, 'outbox');
    for (let tries = 0; tries < 50 && !(existsSync(outbox) && readdirSync(outbox).length); tries++) {
      await new Promise((settle) => setTimeout(settle, 100));
    }
    expect(ownerOnly(outbox)).toBe(0o700);
    const [mail] = readdirSync(outbox);
    expect(ownerOnly(join(outbox, mail))).toBe(0o600);
  });

  it('create-admin refuses a password on the command line, and changes nothing', async () => {
    const password = readFileSync(join(dataDir, 'first-admin-password.txt'), 'utf8').trim();
    for (const args of [
      ['--email', 'admin@club.local', '--password', 'typed-in-the-open'],
      ['--email', 'admin@club.local', '--password=typed-in-the-open'],
    ]) {
      const refused = await createAdmin(dataDir, args);
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain('does not take the password on the command line');
      expect(refused.stderr).toContain('ADMIN_PASSWORD');
      expect(refused.stderr).toContain('standard input');
    }
    expect((await signIn(server.baseUrl, 'admin@club.local', 'typed-in-the-open')).status).toBe(401);
    expect((await signIn(server.baseUrl, 'admin@club.local', password)).status).toBe(200);
  });

  it("create-admin reads a piped password, and ends the account's sessions (what to do after a compromise)", async () => {
    const password = readFileSync(join(dataDir, 'first-admin-password.txt'), 'utf8').trim();
    const session = refreshCookieOf(await signIn(server.baseUrl, 'admin@club.local', password));

    const reset = await createAdmin(dataDir, ['--email', 'admin@club.local'], {
      stdin: 'piped-new-secret\n',
    });
    expect(reset.stderr).toBe('');
    expect(reset.status).toBe(0);
    expect(reset.stdout).toContain('admin@club.local is now an admin with the new password');

    const refresh = await fetch(`${server.baseUrl}/api/auth/refresh`, {
      method: 'POST',
      headers: { cookie: session },
    });
    expect(refresh.status).toBe(401);
    expect((await signIn(server.baseUrl, 'admin@club.local', password)).status).toBe(401);
    expect((await signIn(server.baseUrl, 'admin@club.local', 'piped-new-secret')).status).toBe(200);
  });

  it('create-admin takes the password from ADMIN_PASSWORD, and refuses a short one', async () => {
    const short = await createAdmin(dataDir, ['--email', 'short@club.test'], { stdin: 'short\n' });
    expect(short.status).toBe(2);
    expect(short.stderr).toContain('The password must be from 8 to 128 characters long.');

    const created = await createAdmin(dataDir, ['--email', 'second@club.test'], {
      env: { ADMIN_PASSWORD: 'from-the-environment' },
    });
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('Created admin second@club.test.');
    expect((await signIn(server.baseUrl, 'second@club.test', 'from-the-environment')).status).toBe(200);
    expect((await signIn(server.baseUrl, 'short@club.test', 'short')).status).toBe(401);
  });
});

describe('a production start (NODE_ENV=production) on the embedded database', () => {
  const folder = newFolder();
  const dataDir = join(folder, 'data');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it(
    'invents no members and prints no password',
    async () => {
      const server = await startServer(dataDir, { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(48) });
      let users: number;
      try {
        const database = await startEmbeddedPostgres(dataDir); // attaches to the server's
        const client = new pg.Client({ connectionString: database.urlFor(EMBEDDED_DATABASE_NAME) });
        await client.connect();
        try {
          users = Number((await client.query<{ n: string }>('select count(*) as n from users')).rows[0].n);
        } finally {
          await client.end();
        }
      } finally {
        await server.stop();
      }
      expect(users).toBe(0);
      expect(server.output()).not.toMatch(/Sign in as admin|password/i);
      expect(server.output()).toContain('create one: npm run create-admin -- --email E');
      expect(existsSync(join(dataDir, 'first-admin-password.txt'))).toBe(false);
      expect(ownerOnly(dataDir)).toBe(0o700);
    },
    FIRST_START_MS,
  );
});
