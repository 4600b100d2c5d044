// Card search, this build beside an older one on the same machine in the same run (issue 38): 32 connections of
// a member's searches as the card browser sends them (page size 50, compressed answers accepted), by text and by
// filters only, the repeated mix (answered from the kept answers, so each request is the per-call work: access
// check, session check, kept answer, reply). Each build starts as its own `npm start` starts it; after a warm-up,
// BENCH_ROUNDS rounds (default 2) of BENCH_SECONDS (default 10) per kind and build, alternating which build goes
// first. Prints requests/s, p95 and p97.5 side by side with the machine's load average, and the ratios.
// Goals: at least 1.0x the older build's searches a second for text and for filters (all rounds summed); filter
// p95 under 10 ms.
// BENCH_CPU_PROFILE=1 adds one profiled run per kind and build after the rounds (a V8 CPU profile of only that
// load, from inside the server), summarised per part and function; the profiles go to bench/results/profiles/.
// Run after `npm run build`: npm run bench:search-vs [-- <commit, or a built checkout>] (default 10b0b20).
// About 2 minutes with the defaults (both builds' imports, warm-ups, 8 runs of 10 s), plus 1–2 minutes to build
// the older commit.
import autocannon from 'autocannon';
import { existsSync, mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { describeProfile, summariseProfile } from './cpu-profile.mjs';
import {
  ACCEPT_ENCODING,
  BACKEND_DIST,
  builtCheckout,
  cpuSeconds,
  FILTER_QUERIES,
  percentile,
  ROOT,
  SERVER_NODE_FLAGS,
  startBenchServer,
  startSettings,
  TEXT_QUERIES,
  writeResult,
} from './support.mjs';

const BASE = process.argv[2] ?? '10b0b20';
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARM_UP_SECONDS = 5;
const PROFILE = Boolean(process.env.BENCH_CPU_PROFILE);
const TARGET_FILTERS_P95_MS = 10;
const KINDS = { text: TEXT_QUERIES, filters: FILTER_QUERIES };

const round2 = (value) => Math.round(value * 100) / 100;
const load1 = () => round2(loadavg()[0]);

/** One closed-loop run of `kind`'s searches: each connection cycles through the list, as in bench:search. */
async function run(server, kind, seconds = SECONDS) {
  const times = [];
  const instance = autocannon({
    url: server.base,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${server.accessToken}`, 'accept-encoding': ACCEPT_ENCODING },
    requests: KINDS[kind].map((query) => ({ path: `/api/pokemon/cards/search?${query}` })),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) times.push(responseTime);
  });
  const loadAverage = load1();
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    loadAverage,
    requests: times.length,
    requestsPerSecond: Math.round(times.length / seconds),
    p50Ms: round2(percentile(times, 50)),
    p95Ms: round2(percentile(times, 95)),
    p97_5Ms: round2(percentile(times, 97.5)),
    p99Ms: round2(percentile(times, 99)),
    failed: result.errors + result.non2xx,
  };
}

const older = existsSync(BASE)
  ? { folder: resolve(BASE), label: resolve(BASE), remove: () => undefined }
  : { ...builtCheckout(BASE), label: BASE };
const builds = [
  { name: 'this build', dist: BACKEND_DIST, flags: SERVER_NODE_FLAGS, env: {} },
  { name: older.label, dist: join(older.folder, 'backend', 'dist'), ...(await startSettings(older.folder)) },
];
const servers = [];
try {
  for (const build of builds)
    servers.push({ ...build, ...(await startBenchServer(build.dist, build.flags, build.env)) });
  for (const server of servers) {
    server.runs = { text: [], filters: [] };
    for (const kind of Object.keys(KINDS)) await run(server, kind, WARM_UP_SECONDS);
  }
  console.log(
    `\n${CONNECTIONS} connections of card searches, ${SECONDS} s a run, load average (1 min) at its start:`,
  );
  for (let i = 0; i < ROUNDS; i++) {
    for (const kind of Object.keys(KINDS)) {
      for (const server of i % 2 ? [...servers].reverse() : servers) {
        const r = await run(server, kind);
        server.runs[kind].push(r);
        const failures = r.failed ? `, ${r.failed} FAILED` : '';
        console.log(
          `round ${i + 1} ${kind.padEnd(8)} ${server.name.padEnd(12)} ${String(r.requestsPerSecond).padStart(6)} req/s  ` +
            `p95 ${r.p95Ms} ms  p97.5 ${r.p97_5Ms} ms  p99 ${r.p99Ms} ms  (load ${r.loadAverage})${failures}`,
        );
      }
    }
  }
  const [mine, theirs] = servers;
  const total = (server, kind) => server.runs[kind].reduce((sum, r) => sum + r.requestsPerSecond, 0);
  const ratios = Object.fromEntries(
    Object.keys(KINDS).map((kind) => [
      kind,
      {
        overall: round2(total(mine, kind) / total(theirs, kind)),
        rounds: mine.runs[kind].map((r, i) =>
          round2(r.requestsPerSecond / theirs.runs[kind][i].requestsPerSecond),
        ),
      },
    ]),
  );
  const worstFiltersP95 = Math.max(...mine.runs.filters.map((r) => r.p95Ms));
  const verdicts = {
    text: ratios.text.overall >= 1,
    filters: ratios.filters.overall >= 1,
    filtersP95: worstFiltersP95 < TARGET_FILTERS_P95_MS,
  };
  const said = (met) => (met ? 'met' : 'MISSED');
  console.log(
    `\nThis build against ${theirs.name} (${mine.flags.join(' ') || 'no flags'} against ${theirs.flags.join(' ') || 'no flags'}):\n` +
      `text    ${ratios.text.overall}x (rounds ${ratios.text.rounds.join(', ')}) ${said(verdicts.text)}\n` +
      `filters ${ratios.filters.overall}x (rounds ${ratios.filters.rounds.join(', ')}) ${said(verdicts.filters)}\n` +
      `filters p95 at worst ${worstFiltersP95} ms < ${TARGET_FILTERS_P95_MS} ms ${said(verdicts.filtersP95)}`,
  );
  const profiles = [];
  if (PROFILE) {
    const folder = join(ROOT, 'bench', 'results', 'profiles');
    mkdirSync(folder, { recursive: true });
    for (const kind of Object.keys(KINDS)) {
      for (const server of servers) {
        const file = join(folder, `search-${kind}-${server === mine ? 'this' : 'older'}.cpuprofile`);
        await server.startCpuProfile();
        const cpuBefore = cpuSeconds(server.pid);
        const r = await run(server, kind);
        const cpu = cpuSeconds(server.pid) - cpuBefore;
        await server.stopCpuProfile(file);
        const summary = summariseProfile(file);
        profiles.push({
          kind,
          build: server.name,
          file,
          ...r,
          busyUs: summary.busyUs,
          parts: summary.parts.slice(0, 30),
        });
        console.log(
          `\nProfile of ${kind} searches, ${server.name}: ${r.requestsPerSecond} req/s (load ${r.loadAverage}), ${file}`,
        );
        console.log(describeProfile(summary, r.requests, cpu).join('\n'));
      }
    }
  }
  writeResult('search-vs', {
    connections: CONNECTIONS,
    secondsPerRun: SECONDS,
    targets: { ratio: 1, filtersP95Ms: TARGET_FILTERS_P95_MS },
    verdicts,
    ratios,
    builds: servers.map(({ name, flags, runs }) => ({ build: name, nodeFlags: flags, runs })),
    profiles,
  });
} finally {
  for (const server of servers) await server.stop();
  older.remove();
}
