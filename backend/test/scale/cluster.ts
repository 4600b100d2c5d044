import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const START = resolve(import.meta.dirname, '../../dist/cli/start.js');
export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor(what: string, url: string, process: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (process.exitCode !== null) throw new Error(`${what} stopped (exit ${process.exitCode})`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

export interface Replica {
  name: string;
  port: number;
  url: string;
  /** The log file of its output, for reading after a failure. */
  log: string;
  process: ChildProcess;
  /** SIGKILL: the machine or container dies, with requests in flight. */
  kill(): void;
  stop(): Promise<void>;
}

/** `npm start`'s server (the built backend) as one replica: its own DATA_DIR and port, the shared settings. */
export async function startReplica(
  name: string,
  env: Record<string, string>,
  folder: string,
): Promise<Replica> {
  const port = await freePort();
  const log = join(folder, `replica-${name}.log`);
  const output = createWriteStream(log);
  const child = spawn(process.execPath, [START], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(folder, `data-${name}-`)),
      FRONTEND_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(output);
  child.stderr.pipe(output);
  const replica: Replica = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    log,
    process: child,
    kill: () => child.kill('SIGKILL'),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
  return replica;
}

export async function replicaReady(replica: Replica): Promise<void> {
  await waitFor(`replica ${replica.name}`, `${replica.url}/api/health`, replica.process);
}

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

/**
 * HAProxy (Debian's package) in front of the replicas: round robin, health checks every half second, and a
 * request whose connection to a replica fails is sent to another (it never reached the dead one, so even a POST
 * is safe to send again). The replica that answered is named in X-Replica.
 */
export async function startBalancer(replicas: Replica[], folder: string): Promise<Balancer> {
  if (!existsSync(HAPROXY))
    throw new Error(`HAProxy is missing (${HAPROXY}): apt-get install haproxy, as .ci/run does.`);
  const port = await freePort();
  const config = join(folder, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 30s',
      '  timeout server 30s',
      // A busy replica answers its health check late (50 sign-ins at once on two cores): that is not a dead one,
      // which refuses the connection at once.
      '  timeout check 5s',
      '  retries 3',
      '  option redispatch 1',
      '  option forwardfor',
      'frontend site',
      `  bind 127.0.0.1:${port}`,
      '  default_backend replicas',
      'backend replicas',
      '  balance roundrobin',
      '  option httpchk GET /api/health',
      '  http-check expect status 200',
      '  http-response set-header X-Replica %s',
      '  default-server inter 500ms fall 2 rise 2',
      ...replicas.map((replica) => `  server ${replica.name} 127.0.0.1:${replica.port} check`),
      '',
    ].join('\n'),
  );
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', config], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`HAProxy refused its configuration: ${check.stderr}`);
  const log = createWriteStream(join(folder, 'haproxy.log'));
  const child = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  await waitFor('HAProxy', `${url}/api/health`, child, 30_000);
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export function scratchFolder(): string {
  return mkdtempSync(join(tmpdir(), 'club-scale-'));
}
