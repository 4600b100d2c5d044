// Where the mixed load's tail comes from: this build alone at 200 connections, the whole mix of bench:mixed-load
// and then the mix with each kind of request left out, and the two kinds that wait for PostgreSQL alone. A kind
// whose leaving out brings the p99 down is where the tail comes from. 15 s a set, after a 5 s warm-up.
// Run after `npm run build`: npm run bench:mixed-load-parts
import { KINDS, checkRequests, createDeck, load, mixedRequests } from './mixed-traffic.mjs';
import { startBenchServer, writeResult } from './support.mjs';

const CONNECTIONS = 200;
const SECONDS = 15;

const sets = [
  { name: 'the whole mix', kinds: KINDS },
  ...KINDS.map((left) => ({ name: `without ${left}`, kinds: KINDS.filter((kind) => kind !== left) })),
  { name: 'deck alone', kinds: ['deck'] },
  { name: 'health alone', kinds: ['health'] },
];

const server = await startBenchServer();
try {
  const deckId = await createDeck(server.base, server.accessToken);
  await checkRequests(server.base, mixedRequests(server.accessToken, deckId));
  await load(server.base, {
    connections: CONNECTIONS,
    duration: 5,
    requests: mixedRequests(server.accessToken, deckId),
  });
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s a set:`);
  const results = [];
  for (const { name, kinds } of sets) {
    const requests = mixedRequests(server.accessToken, deckId, kinds);
    const r = await load(server.base, { connections: CONNECTIONS, duration: SECONDS, requests });
    results.push({ name, kinds, ...r });
    const failures = r.failed ? `, ${r.failed} failed` : '';
    console.log(
      `${name.padEnd(24)} ${String(r.requestsPerSecond).padStart(5)} req/s  p50 ${r.p50Ms} ms, p90 ${r.p90Ms} ms, p99 ${r.p99Ms} ms${failures}`,
    );
  }
  writeResult('mixed-load-parts', { connections: CONNECTIONS, secondsPerSet: SECONDS, sets: results });
} finally {
  await server.stop();
}
