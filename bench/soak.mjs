// A long day's traffic: the mixed traffic of bench:mixed-load (200 connections: home page, session check, text and
// filter searches, a member's deck, health) held for SOAK_MINUTES (default 30) after the same search load, and
// the server's memory read from inside it every SOAK_REPORT_SECONDS (default 30): RSS, V8's heap (used and
// committed), memory outside it (buffers), and the time spent collecting garbage meanwhile. Prints a line per
// report and, at the end, the highest RSS, the RSS of the first and last thirds (a plateau: the last no higher than
// the first), throughput, p99 and failures.
// Goals: RSS under 400 MB through the whole run, no failed request.
// Run after `npm run build`: npm run bench:soak [-- other checkout (built), or a commit] (this build by default).
// BENCH_NODE_FLAGS tries other runtime flags for this build. Linux only. Takes SOAK_MINUTES plus about 2 minutes.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { checkRequests, createDeck, load, mixedRequests, searchLoad } from './mixed-traffic.mjs';
import {
  BACKEND_DIST,
  builtCheckout,
  cpuSeconds,
  SERVER_NODE_FLAGS,
  startBenchServer,
  startSettings,
  writeResult,
} from './support.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const REPORT_SECONDS = Number(process.env.SOAK_REPORT_SECONDS ?? 30);
const CONNECTIONS = 200;
/** Access tokens last 15 minutes: a new one before this age. */
const TOKEN_MS = 10 * 60_000;
const TARGET_RSS_MB = 400;

const megabytes = (bytes) => Math.round(bytes / 1024 / 1024);

const other = process.argv[2]
  ? existsSync(process.argv[2])
    ? { folder: resolve(process.argv[2]), label: resolve(process.argv[2]), remove: () => undefined }
    : { ...builtCheckout(process.argv[2]), label: process.argv[2] }
  : undefined;
const build = other
  ? { name: other.label, dist: join(other.folder, 'backend', 'dist'), ...(await startSettings(other.folder)) }
  : { name: 'this build', dist: BACKEND_DIST, flags: SERVER_NODE_FLAGS, env: {} };

const server = await startBenchServer(build.dist, build.flags, build.env);
try {
  console.log(`Soaking ${build.name} (${build.flags.join(' ') || 'no flags'}) for ${MINUTES} min`);
  await searchLoad(server.base, server.accessToken);
  const afterSearch = await server.memory();
  console.log(`RSS after the search load: ${afterSearch.rss} MB`);
  const deckId = await createDeck(server.base, server.accessToken);
  let token = server.accessToken;
  let tokenAt = Date.now();
  await checkRequests(server.base, mixedRequests(token, deckId));

  const reports = [];
  const started = Date.now();
  console.log(
    'min   req/s  p99 ms  failed  RSS MB  heap used/committed MB  external (buffers) MB  GC ms (scavenge, mark-compact)  CPU %  load',
  );
  let gcBefore = await server.gc();
  let cpuBefore = cpuSeconds(server.pid);
  while (Date.now() - started < MINUTES * 60_000) {
    if (Date.now() - tokenAt > TOKEN_MS) {
      token = await server.signIn();
      tokenAt = Date.now();
    }
    const seconds = Math.max(
      1,
      Math.min(REPORT_SECONDS, Math.round((MINUTES * 60_000 - (Date.now() - started)) / 1000)),
    );
    const result = await load(server.base, {
      connections: CONNECTIONS,
      duration: seconds,
      requests: mixedRequests(token, deckId),
    });
    const [memory, gc] = [await server.memory(), await server.gc()];
    const cpu = cpuSeconds(server.pid);
    const gcMs = (kind) => Math.round(gc.collections[kind].ms - gcBefore.collections[kind].ms);
    const heapCommitted = Object.values(gc.spaces).reduce((sum, space) => sum + space.committed, 0);
    const report = {
      minute: Math.round(((Date.now() - started) / 60_000) * 10) / 10,
      requestsPerSecond: result.requestsPerSecond,
      p99Ms: result.p99Ms,
      failed: result.failed,
      timeouts: result.timeouts,
      // Answers other than 200, by status (a failure is one of these or an error such as a timeout).
      otherStatuses: Object.fromEntries(
        Object.entries(result.statusCodes ?? {})
          .filter(([code]) => code !== '200')
          .map(([code, { count }]) => [code, count]),
      ),
      rssMb: memory.rss,
      heapUsedMb: memory.heapUsed,
      heapCommittedMb: megabytes(heapCommitted),
      externalMb: memory.external,
      arrayBuffersMb: memory.arrayBuffers,
      scavengeMs: gcMs('scavenge'),
      markCompactMs: gcMs('mark-compact'),
      cpuPercent: Math.round(((cpu - cpuBefore) / seconds) * 100),
      loadAverage: Math.round(loadavg()[0] * 100) / 100,
    };
    gcBefore = gc;
    cpuBefore = cpu;
    reports.push(report);
    console.log(
      `${String(report.minute).padStart(4)}  ${String(report.requestsPerSecond).padStart(5)}  ${String(report.p99Ms).padStart(6)}  ` +
        `${String(report.failed).padStart(6)}  ${String(report.rssMb).padStart(6)}  ` +
        `${`${report.heapUsedMb}/${report.heapCommittedMb}`.padStart(22)}  ` +
        `${`${report.externalMb} (${report.arrayBuffersMb})`.padStart(21)}  ` +
        `${`${report.scavengeMs}, ${report.markCompactMs}`.padStart(31)}  ${String(report.cpuPercent).padStart(5)}  ${report.loadAverage}${report.failed ? `  (${report.timeouts} timed out, others ${JSON.stringify(report.otherStatuses)})` : ''}`,
    );
  }
  const third = Math.max(1, Math.floor(reports.length / 3));
  const mean = (values) => Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);
  const rss = reports.map((r) => r.rssMb);
  const summary = {
    highestRssMb: Math.max(...rss),
    firstThirdRssMb: mean(rss.slice(0, third)),
    lastThirdRssMb: mean(rss.slice(-third)),
    requestsPerSecond: mean(reports.map((r) => r.requestsPerSecond)),
    worstP99Ms: Math.max(...reports.map((r) => r.p99Ms)),
    failed: reports.reduce((sum, r) => sum + r.failed, 0),
  };
  const verdicts = { rss: summary.highestRssMb < TARGET_RSS_MB, noFailures: summary.failed === 0 };
  console.log(
    `\nHighest RSS ${summary.highestRssMb} MB (< ${TARGET_RSS_MB}: ${verdicts.rss ? 'met' : 'MISSED'}); mean RSS of the ` +
      `first third ${summary.firstThirdRssMb} MB, of the last ${summary.lastThirdRssMb} MB; ${summary.requestsPerSecond} ` +
      `req/s on average, worst p99 ${summary.worstP99Ms} ms; ${summary.failed} failed (${verdicts.noFailures ? 'met' : 'MISSED'})`,
  );
  writeResult(other ? 'soak-other' : 'soak', {
    build: build.name,
    nodeFlags: build.flags,
    environment: build.env,
    minutes: MINUTES,
    connections: CONNECTIONS,
    rssAfterSearchMb: afterSearch.rss,
    targets: { rssMb: TARGET_RSS_MB },
    verdicts,
    summary,
    reports,
  });
} finally {
  await server.stop();
  other?.remove();
}
