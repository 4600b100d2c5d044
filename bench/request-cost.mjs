// Measures what one cached card search costs the server: its CPU time (user + system, from /proc) per answer,
// over a fixed number of repeated searches (the members' mix of bench/search.mjs, answered from the search
// cache, so each request is the per-request work: routing, access check, cache, compression choice, reply).
// CPU time per request depends far less than latency or requests a second on what else the machine runs.
// To compare two builds, name another checkout (built too) or a commit (built in a temporary worktree): both
// servers run at once, each started as its own `npm start` starts it, and the rounds alternate between them, so a
// busy spell of the machine falls on both alike.
// Linux only. Run after `npm run build`: node bench/request-cost.mjs [other checkout or commit]. About 2 minutes
// with the defaults for two builds (plus 1–2 minutes to build a commit), 1 for this build alone.
// BENCH_REQUESTS sets the requests per round (default 40,000); BENCH_ROUNDS the rounds per build (default 5).
import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import {
  ACCEPT_ENCODING,
  BACKEND_DIST,
  builtCheckout,
  cpuSeconds,
  FILTER_QUERIES,
  SERVER_NODE_FLAGS,
  startBenchServer,
  startSettings,
  TEXT_QUERIES,
  writeResult,
} from './support.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 8;

/** Sends `amount` repeated searches and answers the server's CPU microseconds per request. */
async function round(server, amount) {
  const headers = { authorization: `Bearer ${server.accessToken}`, 'accept-encoding': ACCEPT_ENCODING };
  const requests = [...TEXT_QUERIES, ...FILTER_QUERIES].map((query) => ({
    path: `/api/pokemon/cards/search?${query}`,
  }));
  const before = cpuSeconds(server.pid);
  const result = await autocannon({ url: server.base, connections: CONNECTIONS, amount, headers, requests });
  if (result.errors + result.non2xx) throw new Error(`${result.errors + result.non2xx} searches failed`);
  return Math.round(((cpuSeconds(server.pid) - before) / amount) * 1e7) / 10;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const argument = process.argv[2];
const other = !argument
  ? undefined
  : existsSync(argument)
    ? { folder: resolve(argument), label: resolve(argument), remove: () => undefined }
    : { ...builtCheckout(argument), label: argument };
const builds = [{ name: 'this checkout', dist: BACKEND_DIST, flags: SERVER_NODE_FLAGS, env: {} }];
if (other)
  builds.push({
    name: other.label,
    dist: join(other.folder, 'backend', 'dist'),
    ...(await startSettings(other.folder)),
  });
const servers = [];
try {
  for (const build of builds)
    servers.push({ ...build, ...(await startBenchServer(build.dist, build.flags, build.env)), rounds: [] });
  for (const server of servers) await round(server, 10_000); // warm-up: caches filled, code optimised
  for (let i = 0; i < ROUNDS; i++) {
    // Alternate which build goes first, so neither always follows the other.
    for (const server of i % 2 ? [...servers].reverse() : servers)
      server.rounds.push(await round(server, REQUESTS));
    console.log(
      `round ${i + 1}: ${servers.map((s) => `${s.rounds.at(-1)} µs`).join(' | ')} (load average ${loadavg()[0].toFixed(2)})`,
    );
  }
  const results = servers.map(({ name, rounds }) => ({
    build: name,
    medianMicroseconds: median(rounds),
    rounds,
  }));
  for (const { build, medianMicroseconds } of results) {
    console.log(`${build}: median ${medianMicroseconds} µs of server CPU per cached search`);
  }
  if (other) {
    const ratios = servers[0].rounds.map((value, i) => value / servers[1].rounds[i]);
    console.log(`this checkout / other, median of the rounds' ratios: ${median(ratios).toFixed(3)}`);
  }
  writeResult('request-cost', { requestsPerRound: REQUESTS, connections: CONNECTIONS, results });
} finally {
  for (const server of servers) await server.stop();
  other?.remove();
}
