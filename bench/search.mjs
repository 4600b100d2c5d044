// Measures card search on the full data set with 32 concurrent connections, text queries and filter-only queries
// separately, as a member's browser sends them (page size 50, compressed answers accepted).
// Two load models: closed loop (each connection sends its next request when answered: the most the server
// does) and steady (requests at a fixed rate over the same connections: latency under a given load).
// Two query mixes: repeated (members' searches recur, so most are answered from the search cache) and fresh
// (every request a different page or page size, so every one reaches PostgreSQL).
// Memory: the server's resident memory and its breakdown (process.memoryUsage()) after start, after 50 s of
// both mixes at 32 connections, and after every run (about five minutes of searching in all).
// Run after `npm run build`: node bench/search.mjs
import autocannon from 'autocannon';
import {
  ACCEPT_ENCODING,
  FILTER_QUERIES,
  percentile,
  SERVER_NODE_FLAGS,
  startBenchServer,
  steadyLoad,
  TEXT_QUERIES,
  writeResult,
} from './support.mjs';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const MEMORY_SECONDS = 50;
const TARGET_RSS_MB = 300;
const STEADY_RATE = Number(process.env.BENCH_RATE ?? 100);
const TARGET_P95_MS = { text: 25, filters: 10 };

/**
 * Every request a different page size or page (far more variants than the search cache holds), so every one
 * reaches PostgreSQL. Only the number of matches, which does not depend on the page, may come from the cache.
 */
function fresh(paths) {
  const variants = [];
  for (const path of paths.filter((candidate) => !/(?:^|&)page=/.test(candidate))) {
    for (let pageSize = 20; pageSize <= 100; pageSize++) {
      for (const page of [1, 2, 3])
        variants.push(path.replace('pageSize=50', `pageSize=${pageSize}&page=${page}`));
    }
  }
  // A fixed shuffle, so runs are comparable.
  return variants.sort((a, b) => hash(a) - hash(b));
}

function hash(text) {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) | 0;
  return h;
}

const round = (ms) => Math.round(ms * 100) / 100;
const describeMemory = (memory) =>
  `RSS ${memory.rss} MB (heap ${memory.heapUsed} used of ${memory.heapTotal}, external ${memory.external}, ` +
  `of which array buffers ${memory.arrayBuffers})`;

function summary(times, seconds, errors) {
  return {
    requests: times.length,
    requestsPerSecond: Math.round(times.length / seconds),
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
    errors,
  };
}

/**
 * Closed loop: every connection sends its next request as soon as the last is answered. A repeated mix is
 * sent as autocannon's ready-made request list (each connection cycling through it), so the load generator,
 * which shares the machine's two cores with the server, spends as little as it can per request; a fresh mix
 * needs every request to differ across connections, so each is built as it goes.
 */
async function closedLoop(base, headers, paths, connections, mix, seconds = SECONDS) {
  const times = [];
  let next = 0;
  const requests =
    mix === 'repeated'
      ? paths.map((path) => ({ path: `/api/pokemon/cards/search?${path}` }))
      : [
          {
            setupRequest: (request) => ({
              ...request,
              path: `/api/pokemon/cards/search?${paths[next++ % paths.length]}`,
            }),
          },
        ];
  const instance = autocannon({ url: base, connections, duration: seconds, headers, requests });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) times.push(responseTime);
  });
  const result = await instance;
  return summary(
    times.sort((a, b) => a - b),
    seconds,
    result.errors + result.non2xx,
  );
}

async function steady(base, headers, paths) {
  const result = await steadyLoad({
    base,
    headers,
    paths,
    rate: STEADY_RATE,
    seconds: SECONDS,
    connections: CONNECTIONS,
  });
  return summary(result.times, result.seconds, result.failures);
}

const bench = await startBenchServer();
try {
  const { base, accessToken, memory: memoryOf } = bench;
  const headers = { authorization: `Bearer ${accessToken}`, 'accept-encoding': ACCEPT_ENCODING };
  const mixes = {
    text: { repeated: TEXT_QUERIES, fresh: fresh(TEXT_QUERIES) },
    filters: { repeated: FILTER_QUERIES, fresh: fresh(FILTER_QUERIES) },
  };
  const memory = { afterStart: await memoryOf() };
  console.log(`Memory after start: ${describeMemory(memory.afterStart)}`);
  // Both mixes at once, text and filters: the repeated queries and thousands of fresh pages, in a fixed shuffle.
  const both = [...TEXT_QUERIES, ...FILTER_QUERIES, ...mixes.text.fresh, ...mixes.filters.fresh].sort(
    (a, b) => hash(a) - hash(b),
  );
  await closedLoop(base, headers, both, CONNECTIONS, 'fresh', MEMORY_SECONDS);
  memory.after50s = await memoryOf();
  console.log(
    `Memory after ${MEMORY_SECONDS} s at ${CONNECTIONS} connections: ${describeMemory(memory.after50s)}`,
  );
  await closedLoop(base, headers, [...TEXT_QUERIES, ...FILTER_QUERIES], CONNECTIONS, 'repeated'); // warm-up
  const plan = [];
  for (const mix of ['repeated', 'fresh']) {
    for (const kind of ['text', 'filters']) {
      plan.push({ kind, mix, model: 'steady', run: () => steady(base, headers, mixes[kind][mix]) });
      plan.push({
        kind,
        mix,
        model: 'closed',
        run: () => closedLoop(base, headers, mixes[kind][mix], CONNECTIONS, mix),
      });
    }
  }
  for (const kind of ['text', 'filters']) {
    plan.push({
      kind,
      mix: 'fresh',
      model: 'one client',
      run: () => closedLoop(base, headers, mixes[kind].fresh, 1, 'fresh'),
    });
  }
  const runs = [];
  const rssAfterRuns = [];
  for (const { kind, mix, model, run } of plan) {
    const connections = model === 'one client' ? 1 : CONNECTIONS;
    const result = {
      kind,
      mix,
      model,
      connections,
      ...(model === 'steady' ? { rate: STEADY_RATE } : {}),
      ...(await run()),
    };
    runs.push(result);
    const load =
      model === 'steady' ? `steady ${STEADY_RATE}/s` : model === 'closed' ? 'closed loop' : 'one client';
    const verdict = result.p95Ms < TARGET_P95_MS[kind] ? 'under' : 'over';
    console.log(
      `${kind.padEnd(8)} ${mix.padEnd(9)} ${load.padEnd(15)} ${String(connections).padStart(2)} conn  ` +
        `p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms (${verdict} ${TARGET_P95_MS[kind]}), p99 ${result.p99Ms} ms, ` +
        `${result.requestsPerSecond} req/s, ${result.errors} failed`,
    );
    rssAfterRuns.push((await memoryOf()).rss);
  }
  memory.afterAllRuns = await memoryOf();
  memory.rssAfterEachRun = rssAfterRuns;
  const verdict = (rss) => (rss < TARGET_RSS_MB ? 'under' : 'over');
  console.log(
    `Memory after every run: ${describeMemory(memory.afterAllRuns)}; RSS after each run ${rssAfterRuns.join(', ')} MB\n` +
      `RSS after ${MEMORY_SECONDS} s: ${memory.after50s.rss} MB (${verdict(memory.after50s.rss)} ${TARGET_RSS_MB}), ` +
      `highest after a run: ${Math.max(...rssAfterRuns)} MB (${verdict(Math.max(...rssAfterRuns))} ${TARGET_RSS_MB})`,
  );
  writeResult('search', {
    connections: CONNECTIONS,
    secondsPerRun: SECONDS,
    steadyRate: STEADY_RATE,
    acceptEncoding: ACCEPT_ENCODING,
    targets: { textP95Ms: TARGET_P95_MS.text, filtersP95Ms: TARGET_P95_MS.filters, rssMb: TARGET_RSS_MB },
    runs,
    memoryMb: memory,
    serverSettings: {
      nodeFlags: SERVER_NODE_FLAGS,
      mallocMmapThreshold: process.env.MALLOC_MMAP_THRESHOLD_ ?? null,
    },
    queries: { text: TEXT_QUERIES, filters: FILTER_QUERIES },
  });
} finally {
  await bench.stop();
}
