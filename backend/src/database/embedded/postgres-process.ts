import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PostgresBinaries } from './postgres-binaries.js';
import { StartupError } from './startup-error.js';
import type { SystemAccount } from './system-account.js';

/** One PostgreSQL cluster run from its programs, as the account given (needed under root) or as this process. */
export interface ClusterSettings {
  readonly binaries: PostgresBinaries;
  readonly clusterDir: string;
  readonly port: number;
  readonly user: string;
  readonly password: string;
  readonly runAs?: SystemAccount;
}

export interface RunningPostgres {
  /** Fast shutdown: open sessions are ended, the data is flushed. */
  stop(): Promise<void>;
}

const READY = 'database system is ready to accept connections';
const STOP_GRACE_MS = 20_000;
/** The last lines PostgreSQL wrote, quoted when it fails. */
const KEPT_LINES = 20;

/** Passed on to PostgreSQL: nothing of Node's own settings (NODE_OPTIONS) or the allocator variables meant for it. */
const KEPT_VARIABLES = ['PATH', 'TZ', 'TMPDIR'];

/** PostgreSQL's environment: a clean one, whatever the server's; English messages, so readiness can be recognised. */
function postgresEnvironment(): NodeJS.ProcessEnv {
  const kept = KEPT_VARIABLES.filter((name) => process.env[name] !== undefined);
  return { ...Object.fromEntries(kept.map((name) => [name, process.env[name]])), LC_MESSAGES: 'C' };
}

function processOptions(settings: ClusterSettings): SpawnOptions {
  return {
    cwd: '/',
    env: postgresEnvironment(),
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(settings.runAs ? { uid: settings.runAs.uid, gid: settings.runAs.gid } : {}),
  };
}

/** Collects what a process writes, keeping the last lines, and calls back on each chunk. */
function listen(child: ChildProcess, onText: (text: string) => void = () => undefined): () => string {
  const lines: string[] = [];
  const take = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    lines.push(...text.split('\n').filter((line) => line.trim() !== ''));
    lines.splice(0, Math.max(0, lines.length - KEPT_LINES));
    onText(text);
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return () => lines.join('\n');
}

function failure(what: string, detail: string): StartupError {
  return new StartupError(
    `${what}; PostgreSQL said: ${detail.split('\n').slice(-3).join(' | ') || 'nothing'}`,
  );
}

/** A password file only the cluster's owner can read, for initdb (never passed on a command line). */
function writePasswordFile(settings: ClusterSettings): { file: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'club-initdb-'));
  const file = join(folder, 'password');
  writeFileSync(file, `${settings.password}\n`, { mode: 0o600 });
  if (settings.runAs) {
    chownSync(folder, settings.runAs.uid, settings.runAs.gid);
    chownSync(file, settings.runAs.uid, settings.runAs.gid);
  }
  return { file, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Creates the cluster: UTF-8 with the built-in C.UTF-8 locale, the same on every machine; password sign-in only. */
export async function initialiseCluster(settings: ClusterSettings): Promise<void> {
  mkdirSync(settings.clusterDir, { recursive: true });
  chmodSync(settings.clusterDir, 0o700);
  if (settings.runAs) chownSync(settings.clusterDir, settings.runAs.uid, settings.runAs.gid);
  const password = writePasswordFile(settings);
  try {
    const child = spawn(
      settings.binaries.initdb,
      [
        `--pgdata=${settings.clusterDir}`,
        `--username=${settings.user}`,
        `--pwfile=${password.file}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
      ],
      processOptions(settings),
    );
    const output = listen(child);
    const code = await new Promise<number | null>((done, fail) => {
      child.once('error', fail);
      child.once('close', done);
    }).catch((error: NodeJS.ErrnoException) => {
      throw new StartupError(`Could not run ${settings.binaries.initdb} (${error.code ?? error.message}).`);
    });
    if (code !== 0)
      throw failure(`Creating the PostgreSQL cluster in ${settings.clusterDir} failed`, output());
  } finally {
    password.remove();
  }
}

/** Starts the server and resolves once it accepts connections; when this process exits, PostgreSQL is asked to stop. */
export async function startCluster(settings: ClusterSettings): Promise<RunningPostgres> {
  const child = spawn(
    settings.binaries.postgres,
    ['-D', settings.clusterDir, '-p', String(settings.port), '-c', 'listen_addresses=127.0.0.1'],
    processOptions(settings),
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let ready: () => void = () => undefined;
  const readiness = new Promise<void>((resolve) => (ready = resolve));
  const output = listen(child, (text) => {
    if (text.includes(READY)) ready();
  });
  await Promise.race([
    readiness,
    new Promise<never>((_, fail) => {
      child.once('error', (error: NodeJS.ErrnoException) =>
        fail(
          new StartupError(`Could not run ${settings.binaries.postgres} (${error.code ?? error.message}).`),
        ),
      );
      void exited.then(() =>
        fail(failure(`PostgreSQL stopped while starting in ${settings.clusterDir}`, output())),
      );
    }),
  ]);

  const stopOnExit = () => child.kill('SIGINT');
  process.once('exit', stopOnExit);
  return {
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT');
      const force = setTimeout(() => child.kill('SIGQUIT'), STOP_GRACE_MS);
      await exited;
      clearTimeout(force);
    },
  };
}
