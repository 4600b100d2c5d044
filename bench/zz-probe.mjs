import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCEPT_ENCODING, BACKEND_DIST, startBenchServer, startNodeFlags, SERVER_NODE_FLAGS } from './support.mjs';
const cpu = (pid) => { const s = readFileSync(`/proc/${pid}/stat`, 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); return (Number(f[11]) + Number(f[12])) / 100; };
const older = '/tmp/club-build-0ed377a-yh8Dze';
const servers = [await startBenchServer(BACKEND_DIST, SERVER_NODE_FLAGS), await startBenchServer(join(older, 'backend/dist'), startNodeFlags(older))];
const names = ['this', 'older'];
async function call(base, path, token, body) {
  const answer = await fetch(`${base}${path}`, { method: body ? 'POST' : 'GET', headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body && JSON.stringify(body) });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}
const decks = [];
for (const s of servers) {
  const deck = await call(s.base, '/api/pokemon/decks', s.accessToken, { name: 'Bench deck' });
  for (const [section, supertype] of Object.entries({ pokemon: 'Pok%C3%A9mon', trainer: 'Trainer', energy: 'Energy' })) {
    const { cards } = await call(s.base, `/api/pokemon/cards/search?supertype=${supertype}&pageSize=4`, s.accessToken);
    for (const card of cards) await call(s.base, `/api/pokemon/decks/${deck.id}/cards`, s.accessToken, { cardId: card.id, section, count: 2 });
  }
  decks.push(deck.id);
}
const paths = (i) => [['/', { accept: 'text/html' }], [`/api/pokemon/decks/${decks[i]}`, true]];
for (let round = 0; round < 2; round++) for (let k = 0; k < 2; k++) for (let i = 0; i < 2; i++) {
  const s = servers[i]; const [path, auth] = paths(i)[k];
  const headers = { 'accept-encoding': ACCEPT_ENCODING, ...(auth === true ? { authorization: `Bearer ${s.accessToken}` } : auth) };
  const before = cpu(s.pid);
  const r = await autocannon({ url: s.base + path, connections: 50, amount: 2000, headers });
  console.log(round, names[i], path.slice(0, 40).padEnd(40), `${Math.round((cpu(s.pid) - before) / 2000 * 1e6)} µs/req`, Math.round(r.requests.average), 'req/s', r.non2xx, 'non2xx', r.latency.p99);
}
for (const s of servers) await s.stop();
