// The mixed traffic of bench:mixed-load and bench:mixed-load-parts: what a club visitor's browsing asks of the server.
import autocannon from 'autocannon';
import { ACCEPT_ENCODING, FILTER_QUERIES, TEXT_QUERIES } from './support.mjs';

/** The kinds of request in the mix, in the order each cycle sends them. */
export const KINDS = ['home', 'session', 'text search', 'filter search', 'deck', 'health'];

async function call(base, path, token, body) {
  const answer = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body && JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

/** A deck of the signed-in member (the bench's admin), with a few cards of each section. */
export async function createDeck(base, token) {
  const deck = await call(base, '/api/pokemon/decks', token, { name: 'Bench deck' });
  const sections = { pokemon: 'Pok%C3%A9mon', trainer: 'Trainer', energy: 'Energy' };
  for (const [section, supertype] of Object.entries(sections)) {
    const { cards } = await call(base, `/api/pokemon/cards/search?supertype=${supertype}&pageSize=4`, token);
    for (const card of cards)
      await call(base, `/api/pokemon/decks/${deck.id}/cards`, token, { cardId: card.id, section, count: 2 });
  }
  return deck.id;
}

/** One request of each kind per cycle (of those in `kinds`), the searches varying from one cycle to the next. */
export function mixedRequests(token, deckId, kinds = KINDS) {
  const signedIn = { authorization: `Bearer ${token}` };
  return FILTER_QUERIES.flatMap((filters, i) =>
    [
      { kind: 'home', path: '/', headers: { accept: 'text/html' } },
      { kind: 'session', path: '/api/auth/me', headers: signedIn },
      {
        kind: 'text search',
        path: `/api/pokemon/cards/search?${TEXT_QUERIES[i % TEXT_QUERIES.length]}`,
        headers: signedIn,
      },
      { kind: 'filter search', path: `/api/pokemon/cards/search?${filters}`, headers: signedIn },
      { kind: 'deck', path: `/api/pokemon/decks/${deckId}`, headers: signedIn },
      { kind: 'health', path: '/api/health' },
    ]
      .filter(({ kind }) => kinds.includes(kind))
      .map(({ path, headers }) => (headers ? { path, headers } : { path })),
  );
}

/** Each kind of request once: all must answer 200, so that failures under load are the load's. */
export async function checkRequests(base, requests, kinds = KINDS) {
  for (const { path, headers } of requests.slice(0, kinds.length)) {
    const answer = await fetch(`${base}${path}`, { headers });
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  }
}

/** Every search a different page or page size, so that most reach PostgreSQL (as bench/search.mjs's "fresh"). */
function freshSearches() {
  const paths = [];
  for (let pageSize = 20; pageSize <= 100; pageSize++) {
    for (const query of [...TEXT_QUERIES, ...FILTER_QUERIES].filter((q) => !q.includes('page=')))
      paths.push(`/api/pokemon/cards/search?${query.replace('pageSize=50', `pageSize=${pageSize}`)}`);
  }
  return paths;
}

/**
 * The search load of the memory goal (after it, RSS under 300 MB): 50 s of fresh text and filter searches at 32
 * connections, most reaching PostgreSQL and filling the kept answers.
 */
export async function searchLoad(base, token) {
  const searches = freshSearches();
  let next = 0;
  await load(base, {
    connections: 32,
    duration: 50,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': ACCEPT_ENCODING },
    // One list for all connections, each request the next of it.
    requests: [{ setupRequest: (request) => ({ ...request, path: searches[next++ % searches.length] }) }],
  });
}

/** A closed-loop load (autocannon) against `base`, summed up. */
export async function load(base, options) {
  const result = await autocannon({
    url: base,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
    ...options,
  });
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    failed: result.errors + result.non2xx, // errors include timeouts
    timeouts: result.timeouts,
    statusCodes: result.statusCodeStats,
  };
}
