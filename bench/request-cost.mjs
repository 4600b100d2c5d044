// Measures what one cached card search costs the server: its CPU time (user + system, from /proc) per answer,
// over a fixed number of repeated searches (the members' mix of bench/search.mjs, answered from the search
// cache, so each request is the per-request work: routing, access check, cache, compression choice, reply).
// Unlike latency or requests per second, CPU time per request hardly depends on what else the machine is
// running, so two builds can be compared on a shared, busy machine: run each in turn, twice (A, B, A, B).
// Linux only. Run after `npm run build`: node bench/request-cost.mjs
// BENCH_REQUESTS sets the requests per round (default 40,000); BENCH_ROUNDS the rounds (default 5).
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ACCEPT_ENCODING, FILTER_QUERIES, startBenchServer, TEXT_QUERIES, writeResult } from './support.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 8;
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

async function searches(base, headers, amount) {
  const requests = [...TEXT_QUERIES, ...FILTER_QUERIES].map((query) => ({
    path: `/api/pokemon/cards/search?${query}`,
  }));
  const result = await autocannon({ url: base, connections: CONNECTIONS, amount, headers, requests });
  return { failed: result.errors + result.non2xx, seconds: result.duration };
}

const bench = await startBenchServer();
try {
  const { base, accessToken, pid } = bench;
  const headers = { authorization: `Bearer ${accessToken}`, 'accept-encoding': ACCEPT_ENCODING };
  await searches(base, headers, 10_000); // warm-up: caches filled, code optimised
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const before = cpuSeconds(pid);
    const { failed, seconds } = await searches(base, headers, REQUESTS);
    const microseconds = ((cpuSeconds(pid) - before) / REQUESTS) * 1e6;
    rounds.push({ cpuMicrosecondsPerRequest: Math.round(microseconds * 10) / 10, failed, seconds });
    console.log(
      `round ${round + 1}: ${microseconds.toFixed(1)} µs of server CPU per request, ${failed} failed`,
    );
  }
  const sorted = rounds.map((round) => round.cpuMicrosecondsPerRequest).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(`median: ${median} µs of server CPU per cached search`);
  writeResult('request-cost', {
    requestsPerRound: REQUESTS,
    connections: CONNECTIONS,
    medianMicroseconds: median,
    rounds,
  });
} finally {
  await bench.stop();
}
