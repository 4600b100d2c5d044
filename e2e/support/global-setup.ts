import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { chromiumAvailable, isCI, NO_CHROMIUM_MESSAGE } from './chromium';
import { startMailServer, type MailServer } from './mail-server';
import { STATE_ENV, type E2EState } from './state';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
// E2E_SERVER_ENTRY only exists to try the harness itself against a stand-in server.
const SERVER_ENTRY = resolve(REPO_ROOT, process.env.E2E_SERVER_ENTRY || 'backend/dist/cli/start.js');
const HEALTH_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

function log(message: string): void {
  console.log(`[e2e] ${message}`);
}

/** A free TCP port on loopback (the OS picks one, we release it and hand it to the server). */
async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      if (!address || typeof address === 'string') return reject(new Error('no port'));
      srv.close(() => resolvePort(address.port));
    });
  });
}

function tail(file: string, lines = 80): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (code ${child.exitCode}, signal ${child.signalCode}) before /api/health answered.\n` +
          `Last lines of ${logFile}:\n${tail(logFile)}`,
      );
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status}: ${(await res.text()).slice(0, 300)}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(500);
  }
  throw new Error(
    `GET ${baseUrl}/api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s (last: ${last}).\n` +
      `Last lines of ${logFile}:\n${tail(logFile)}`,
  );
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  log(`stopping the server (pid ${child.pid}) with SIGTERM`);
  child.kill('SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(STOP_TIMEOUT_MS).then(() => true)]);
  if (timedOut) {
    log(`the server did not exit within ${STOP_TIMEOUT_MS / 1000} s: SIGKILL to its process group`);
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
    await Promise.race([exited, sleep(5_000)]);
  } else {
    log(`server exited (code ${child.exitCode}, signal ${child.signalCode})`);
  }
}

export default async function globalSetup(_config: FullConfig): Promise<(() => Promise<void>) | void> {
  if (!chromiumAvailable) {
    console.error(NO_CHROMIUM_MESSAGE);
    if (isCI) throw new Error('No Chromium: the browser journeys cannot run (CI=true).');
    return; // the specs skip themselves
  }
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first (npm run test:e2e does).`);
  }

  const workDir = mkdtempSync(join(tmpdir(), 'club-e2e-'));
  // mkdtemp makes it 0700. As root, PostgreSQL runs as the 'postgres' user: letting it pass through keeps the
  // cluster in this folder (else the server would keep it under /var/lib/tcg-club, outlasting the run).
  chmodSync(workDir, 0o711);
  const dataDir = join(workDir, 'data');
  const logFile = join(workDir, 'server.log');
  const mailboxFile = join(workDir, 'mailbox.json');

  let mail: MailServer | undefined;
  let child: ChildProcess | undefined;
  const cleanup = async () => {
    if (child) await stopServer(child);
    if (mail) await mail.close();
    // Keep the server's log beside the other test results (the work folder goes away).
    try {
      mkdirSync(join(REPO_ROOT, 'test-results'), { recursive: true });
      copyFileSync(logFile, join(REPO_ROOT, 'test-results/e2e-server.log'));
    } catch {
      /* no log */
    }
    if (process.env.E2E_KEEP_TMP) log(`kept ${workDir}`);
    else rmSync(workDir, { recursive: true, force: true, maxRetries: 3 });
  };

  try {
    mail = await startMailServer(mailboxFile);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const adminEmail = 'admin@e2e.test';
    const adminPassword = `E2e-${randomBytes(12).toString('hex')}`;
    const jwtSecret = randomBytes(36).toString('base64url').slice(0, 48);

    log(`work folder ${workDir}`);
    log(`SMTP server on 127.0.0.1:${mail.port}, mailbox ${mailboxFile}`);
    log(`starting ${SERVER_ENTRY} on ${baseUrl} (log: ${logFile})`);

    const out = createWriteStream(logFile);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      MAIL_FROM: 'Pokémon TCG Club <no-reply@e2e.test>',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      JWT_SECRET: jwtSecret,
      SEED_DEMO: 'false',
      // Every journey signs its own members up, all from this one loopback address on this one server: more than
      // the default 20 an hour. The sign-up limit itself is tested by backend/test/throttling.spec.ts.
      SIGN_UPS_PER_ADDRESS: '200',
      // Card images come from the data set's image host; here nothing answers (connection refused at once),
      // so the server serves its placeholder picture without waiting on the network.
      CARD_IMAGE_BASE_URL: 'http://127.0.0.1:1',
    };
    delete env.DATABASE_URL; // always the embedded PostgreSQL in the fresh data folder
    child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // own process group, so a stuck server and its PostgreSQL can be killed together
    });
    child.stdout?.pipe(out);
    child.stderr?.pipe(out);

    const started = Date.now();
    await waitForHealth(baseUrl, child, logFile);
    log(`server healthy after ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const state: E2EState = { baseUrl, adminEmail, adminPassword, mailboxFile, workDir, logFile };
    const stateFile = join(workDir, 'state.json');
    writeFileSync(stateFile, JSON.stringify(state, null, 2));
    // Workers inherit the runner's environment.
    process.env[STATE_ENV] = stateFile;
    process.env.E2E_BASE_URL = baseUrl;
  } catch (error) {
    await cleanup();
    throw error;
  }

  return cleanup;
}
