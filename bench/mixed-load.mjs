// Mixed traffic at 200 connections, this build beside an older one on the same machine in the same run.
// Each connection cycles through what a club visitor's browsing asks of the server: the home page `/`, the
// session check (GET /api/auth/me, signed in: the call that tells who is signed in), a card search by text and
// one by filters only (as the card browser sends them, signed in), a member's deck (signed in) and
// /api/health. Three rounds of 20 s per build, alternating which goes first; requests/s and p99 side by side.
// Before that, each server gets the search load of bench/search.mjs's memory figure (50 s of text and filter
// searches at 32 connections, most reaching PostgreSQL) and its RSS is read: the memory goal is under 300 MB.
// Goals: RSS < 300 MB after the search load, throughput >= 1.5 times the older build's, p99 < 250 ms.
// Each server starts as its own `npm start` starts it (the runtime flags of its start:server script).
// Run after `npm run build`: npm run bench:mixed-load [-- older checkout (built), or a commit]. Without one, the
// older build is commit MIXED_LOAD_BASE (default 10b0b20, the build of 27 November before the session checks
// of issue 24), built in a temporary worktree. BENCH_NODE_FLAGS tries other runtime flags for this build.
// Linux only (memory from the server's /proc). About 5 minutes, plus 1–2 to build the older commit.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import {
  BACKEND_DIST,
  builtCheckout,
  cpuSeconds,
  SERVER_NODE_FLAGS,
  startBenchServer,
  startSettings,
  writeResult,
} from './support.mjs';
import { checkRequests, createDeck, load, mixedRequests, searchLoad } from './mixed-traffic.mjs';

const BASE = process.argv[2] ?? process.env.MIXED_LOAD_BASE ?? '10b0b20';
const CONNECTIONS = 200;
const SECONDS = 20;
const ROUNDS = 3;
const TARGETS = { rssMb: 300, p99Ms: 250, throughputRatio: 1.5 };

const older = existsSync(BASE)
  ? { folder: resolve(BASE), label: resolve(BASE), remove: () => undefined }
  : { ...builtCheckout(BASE), label: BASE };
const builds = [
  { name: 'this build', dist: BACKEND_DIST, flags: SERVER_NODE_FLAGS, env: {} },
  {
    name: `older (${older.label})`,
    dist: join(older.folder, 'backend', 'dist'),
    ...(await startSettings(older.folder)),
  },
];
const servers = [];
try {
  for (const build of builds) {
    const server = await startBenchServer(build.dist, build.flags, build.env);
    servers.push({ ...build, ...server, rounds: [] });
  }
  for (const server of servers) {
    await searchLoad(server.base, server.accessToken);
    server.rssAfterSearchMb = (await server.memory()).rss;
    server.requests = mixedRequests(server.accessToken, await createDeck(server.base, server.accessToken));
    await checkRequests(server.base, server.requests);
    await load(server.base, { connections: CONNECTIONS, duration: 5, requests: server.requests }); // warm-up
  }
  for (let i = 0; i < ROUNDS; i++) {
    for (const server of i % 2 ? [...servers].reverse() : servers) {
      const loadAverage = Math.round(loadavg()[0] * 100) / 100;
      const [cpuBefore, gcBefore] = [cpuSeconds(server.pid), await server.gc()];
      const result = await load(server.base, {
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: server.requests,
      });
      const [cpu, gc] = [cpuSeconds(server.pid) - cpuBefore, await server.gc()];
      const gcMs = Object.keys(gc.collections).reduce(
        (sum, kind) => sum + gc.collections[kind].ms - gcBefore.collections[kind].ms,
        0,
      );
      server.rounds.push({
        loadAverage,
        ...result,
        // Server CPU and garbage collection per request: far less moved by the machine's load than requests/s.
        cpuUsPerRequest: Math.round((cpu * 1e6) / result.requests),
        gcUsPerRequest: Math.round((gcMs * 1e3) / result.requests),
      });
    }
  }
  console.log(`\n${CONNECTIONS} connections of mixed traffic, ${SECONDS} s a round:`);
  console.log(`round  ${servers.map((s) => s.name.padEnd(72)).join(' | ')}`);
  for (let i = 0; i < ROUNDS; i++) {
    const cells = servers.map(({ rounds }) => {
      const r = rounds[i];
      const failures = r.failed ? `, ${r.failed} failed (${r.timeouts} timed out)` : '';
      return `${r.requestsPerSecond} req/s, p99 ${r.p99Ms} ms, CPU ${r.cpuUsPerRequest} µs/req (GC ${r.gcUsPerRequest}) (load ${r.loadAverage})${failures}`.padEnd(
        72,
      );
    });
    console.log(`${String(i + 1).padEnd(7)}${cells.join(' | ')}`);
  }
  for (const server of servers) {
    server.rssAfterMixedMb = (await server.memory()).rss;
    console.log(
      `${server.name} (${server.flags.join(' ') || 'no flags'}): RSS after the search load ` +
        `${server.rssAfterSearchMb} MB, after the mixed load ${server.rssAfterMixedMb} MB`,
    );
  }
  const [mine, theirs] = servers;
  const total = (server) => server.rounds.reduce((sum, r) => sum + r.requestsPerSecond, 0);
  const worstP99 = Math.max(...mine.rounds.map((r) => r.p99Ms));
  const ratio = Math.round((total(mine) / total(theirs)) * 100) / 100;
  const verdicts = {
    rss: mine.rssAfterSearchMb < TARGETS.rssMb,
    throughput: ratio >= TARGETS.throughputRatio,
    p99: worstP99 < TARGETS.p99Ms,
  };
  console.log(
    `Goals: RSS ${mine.rssAfterSearchMb} < ${TARGETS.rssMb} MB ${verdicts.rss ? 'met' : 'MISSED'}; ` +
      `throughput ${Math.round(total(mine) / ROUNDS)} against ${Math.round(total(theirs) / ROUNDS)} req/s (means of the ` +
      `rounds), ${ratio}x >= ${TARGETS.throughputRatio}x ${verdicts.throughput ? 'met' : 'MISSED'}; ` +
      `worst p99 ${worstP99} < ${TARGETS.p99Ms} ms ${verdicts.p99 ? 'met' : 'MISSED'}`,
  );
  writeResult('mixed-load', {
    connections: CONNECTIONS,
    secondsPerRound: SECONDS,
    targets: TARGETS,
    verdicts,
    throughputRatio: ratio,
    builds: servers.map(({ name, flags, env, rssAfterSearchMb, rssAfterMixedMb, rounds }) => ({
      build: name,
      nodeFlags: flags,
      environment: env,
      rssAfterSearchMb,
      rssAfterMixedMb,
      rounds,
    })),
  });
} finally {
  for (const server of servers) await server.stop();
  older.remove();
}
