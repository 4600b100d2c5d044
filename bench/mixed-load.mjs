// Mixed traffic at 200 connections, this build beside an older one on the same machine in the same run.
// Each connection cycles through what a club visitor's browsing asks of the server: the home page `/`, the
// session check (GET /api/auth/me, signed in: the call that tells who is signed in), a card search by text and
// one by filters only (as the card browser sends them, signed in), a member's deck (signed in) and
// /api/health. Three rounds of 20 s per build, alternating which goes first; requests/s and p99 side by side.
// Before that, each server gets the search load of bench/search.mjs's memory figure (50 s of text and filter
// searches at 32 connections, most reaching PostgreSQL) and its RSS is read: the memory goal is under 300 MB.
// Goals: RSS < 300 MB after the search load, throughput >= the older build's, p99 < 250 ms.
// Each server starts as its own `npm start` starts it (the runtime flags of its start:server script).
// Run after `npm run build`: npm run bench:mixed-load [-- older checkout, built]. Without a checkout, the older
// build is commit MIXED_LOAD_BASE (default 0ed377a, the build of 22 November), built in a temporary worktree.
// BENCH_NODE_FLAGS tries other runtime flags for this build. Linux only (memory from the server's /proc).
import { join, resolve } from 'node:path';
import {
  ACCEPT_ENCODING,
  BACKEND_DIST,
  builtCheckout,
  FILTER_QUERIES,
  SERVER_NODE_FLAGS,
  startBenchServer,
  startNodeFlags,
  TEXT_QUERIES,
  writeResult,
} from './support.mjs';
import { checkRequests, createDeck, load, mixedRequests } from './mixed-traffic.mjs';

const BASE_COMMIT = process.env.MIXED_LOAD_BASE ?? '0ed377a';
const CONNECTIONS = 200;
const SECONDS = 20;
const ROUNDS = 3;
const SEARCH_CONNECTIONS = 32;
const SEARCH_SECONDS = 50;
const TARGETS = { rssMb: 300, p99Ms: 250 };

/** Every search a different page or page size, so that most reach PostgreSQL (as bench/search.mjs's "fresh"). */
function freshSearches() {
  const paths = [];
  for (let pageSize = 20; pageSize <= 100; pageSize++) {
    for (const query of [...TEXT_QUERIES, ...FILTER_QUERIES].filter((q) => !q.includes('page=')))
      paths.push(`/api/pokemon/cards/search?${query.replace('pageSize=50', `pageSize=${pageSize}`)}`);
  }
  return paths;
}

const older = process.argv[2]
  ? { folder: resolve(process.argv[2]), label: resolve(process.argv[2]), remove: () => undefined }
  : { ...builtCheckout(BASE_COMMIT), label: BASE_COMMIT };
const builds = [
  { name: 'this build', dist: BACKEND_DIST, flags: SERVER_NODE_FLAGS },
  {
    name: `older (${older.label})`,
    dist: join(older.folder, 'backend', 'dist'),
    flags: startNodeFlags(older.folder),
  },
];
const servers = [];
try {
  for (const build of builds) {
    const server = await startBenchServer(build.dist, build.flags);
    servers.push({ ...build, ...server, rounds: [] });
  }
  const searches = freshSearches();
  let next = 0;
  for (const server of servers) {
    await load(server.base, {
      connections: SEARCH_CONNECTIONS,
      duration: SEARCH_SECONDS,
      headers: { authorization: `Bearer ${server.accessToken}`, 'accept-encoding': ACCEPT_ENCODING },
      // One list for all connections, each request the next of it.
      requests: [{ setupRequest: (request) => ({ ...request, path: searches[next++ % searches.length] }) }],
    });
    server.rssAfterSearchMb = (await server.memory()).rss;
    server.requests = mixedRequests(server.accessToken, await createDeck(server.base, server.accessToken));
    await checkRequests(server.base, server.requests);
    await load(server.base, { connections: CONNECTIONS, duration: 5, requests: server.requests }); // warm-up
  }
  for (let i = 0; i < ROUNDS; i++) {
    for (const server of i % 2 ? [...servers].reverse() : servers) {
      server.rounds.push(
        await load(server.base, { connections: CONNECTIONS, duration: SECONDS, requests: server.requests }),
      );
    }
  }
  console.log(`\n${CONNECTIONS} connections of mixed traffic, ${SECONDS} s a round:`);
  console.log(`round  ${servers.map((s) => s.name.padEnd(44)).join(' | ')}`);
  for (let i = 0; i < ROUNDS; i++) {
    const cells = servers.map(({ rounds }) => {
      const r = rounds[i];
      const failures = r.failed ? `, ${r.failed} failed (${r.timeouts} timed out)` : '';
      return `${r.requestsPerSecond} req/s, p99 ${r.p99Ms} ms${failures}`.padEnd(44);
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
  const verdicts = {
    rss: mine.rssAfterSearchMb < TARGETS.rssMb,
    throughput: total(mine) >= total(theirs),
    p99: worstP99 < TARGETS.p99Ms,
  };
  console.log(
    `Goals: RSS ${mine.rssAfterSearchMb} < ${TARGETS.rssMb} MB ${verdicts.rss ? 'met' : 'MISSED'}; ` +
      `throughput ${Math.round(total(mine) / ROUNDS)} >= ${Math.round(total(theirs) / ROUNDS)} req/s (mean of the rounds) ` +
      `${verdicts.throughput ? 'met' : 'MISSED'}; worst p99 ${worstP99} < ${TARGETS.p99Ms} ms ${verdicts.p99 ? 'met' : 'MISSED'}`,
  );
  writeResult('mixed-load', {
    connections: CONNECTIONS,
    secondsPerRound: SECONDS,
    targets: TARGETS,
    verdicts,
    builds: servers.map(({ name, flags, rssAfterSearchMb, rssAfterMixedMb, rounds }) => ({
      build: name,
      nodeFlags: flags,
      mallocMmapThreshold: process.env.MALLOC_MMAP_THRESHOLD_ ?? null,
      rssAfterSearchMb,
      rssAfterMixedMb,
      rounds,
    })),
  });
} finally {
  for (const server of servers) await server.stop();
  older.remove();
}
