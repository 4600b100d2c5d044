/**
 * Issue 24 §1: no text the API accepts keeps the server busy. Long hostile deck lists, searches, posts and event
 * times go to every route that parses text; each is answered (2xx or 4xx) within 2 s, and a health check sent
 * alongside within 500 ms, on top of what the same route takes for a plain text of the same length (measured in
 * the same run, so a busy machine moves both). A super-linear parser takes seconds to hours at these lengths, on
 * every attempt; a stalled machine is slow on one, so the best of three attempts counts.
 */
import { Role } from '../src/common/role.js';
import { makeBasicEnergy, makeTrainer } from './support/card-fixtures.js';
import { seedCards } from './support/catalogue.js';
import { asLines, HOSTILE_LINES, LONGEST_ACCEPTED, type HostileText } from './support/hostile-text.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

const ANSWER_MS = 2_000;
const HEALTH_MS = 500;
/** How many times a plain text's answer time a hostile one may take, on top of the fixed allowance. */
const FLOOR_TIMES = 20;
/** A short text first: a super-linear parser fails on it in seconds, not hours. */
const SHORT = 2_000;

let t: TestApp;
let admin: TestUser;
let member: TestUser;
let tournamentId: number;
let playerId: number;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedCards(t, [
    makeTrainer('sv1-196', 'Ultra Ball', 'Item', 'Search your deck for a Pokémon.'),
    makeBasicEnergy('sve-2', 'Fire'),
  ]);
  admin = await t.newUser({ role: Role.ADMIN, email: 'organiser@example.com' });
  member = await t.newUser({ email: 'member@example.com' });
  const date = new Date(Date.now() + 10 * 24 * 3_600_000).toISOString();
  const event = await created<{ id: number }>('/api/events', admin, {
    title: 'League Cup',
    date,
    type: 'TOURNAMENT',
  });
  tournamentId = (
    await created<{ id: number }>('/api/tournaments', admin, {
      eventId: event.id,
      format: 'standard',
      bestOf: 3,
      roundMinutes: 50,
      divisionsApart: false,
      topCut: false,
      deckListDeadline: date,
    })
  ).id;
  await created(`/api/events/${event.id}/register`, member, { familyMemberIds: [] });
  const me = await (await t.call(`/api/tournaments/${tournamentId}/me`, { headers: member.auth })).json();
  playerId = (me as { entries: { playerId: number }[] }).entries[0].playerId;
  categoryId = (await created<{ id: number }>('/api/forum/categories', admin, { name: 'Decks' })).id;
}, 60_000);
afterAll(() => t.close());

/** The issue's own list first, then runs that reach past the per-line bound and lines just under it. */
const DECK_LISTS: readonly HostileText[] = [
  { name: 'Energy, spaces and a letter', atLength: (length) => `Energy${' '.repeat(length - 7)}a` },
  ...['Energy', '4 ', '* 4 x', 'Total '].flatMap((lead) =>
    [' ', '\t', '1 ', '(', '[', 'δ ★ ◇', '- '].map((unit) => asLines(runOf(lead, unit), 200)),
  ),
  {
    name: 'a different card on every line',
    atLength: (length) =>
      Array.from({ length: Math.floor(length / 12) }, (_, index) => `1 Card ${index}`.padEnd(11)).join('\n'),
  },
];

async function created<T>(path: string, user: TestUser, body: unknown): Promise<T> {
  const response = await t.call(path, { method: 'POST', headers: user.auth, body });
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as T;
}

function runOf(lead: string, unit: string): HostileText {
  return HOSTILE_LINES.find((text) => text.name === JSON.stringify([lead, unit, '!']))!;
}

interface Floor {
  answerMs: number;
  healthMs: number;
}

/** The route's own cost for a plain text of this length, and a health check's alongside: the run's floor. */
async function floorOf(length: number, send: (text: string) => Promise<Response>): Promise<Floor> {
  const plain = 'plain words '.repeat(Math.ceil(length / 12)).slice(0, length);
  const runs: Floor[] = [];
  for (let run = 0; run < 3; run += 1) runs.push(await timed(() => send(plain)));
  const median = (values: number[]) => values.sort((a, b) => a - b)[1];
  return { answerMs: median(runs.map((r) => r.answerMs)), healthMs: median(runs.map((r) => r.healthMs)) };
}

/** Sends the request and, while it is being handled, a health check; answers both with their times. */
async function timed(
  send: () => Promise<Response>,
): Promise<Floor & { response: Response; health: Response }> {
  const started = performance.now();
  const answer = send();
  await new Promise((resolve) => setTimeout(resolve, 5));
  const healthStarted = performance.now();
  const health = await t.call('/api/health');
  const healthMs = performance.now() - healthStarted;
  const response = await answer;
  const answerMs = performance.now() - started;
  await response.arrayBuffer();
  return { response, health, answerMs, healthMs };
}

/** A super-linear parser is slow on every attempt; a machine that stalls (a collector, another worker) on one. */
const ATTEMPTS = 3;

/** Both the hostile request and the health check beside it must be answered in time, on one of three attempts. */
async function expectPrompt(
  label: string,
  send: () => Promise<Response>,
  floor: Floor = { answerMs: 0, healthMs: 0 },
): Promise<void> {
  let attempt!: Awaited<ReturnType<typeof timed>>;
  let prompt = false;
  for (let tries = 0; tries < ATTEMPTS && !prompt; tries += 1) {
    attempt = await timed(send);
    prompt =
      attempt.answerMs <= ANSWER_MS + FLOOR_TIMES * floor.answerMs &&
      attempt.healthMs <= HEALTH_MS + FLOOR_TIMES * floor.healthMs;
  }
  const { response, health, answerMs, healthMs } = attempt;
  const verdict = {
    label,
    status: response.status,
    answerMs: Math.round(answerMs),
    healthMs: Math.round(healthMs),
    floor: { answerMs: Math.round(floor.answerMs), healthMs: Math.round(floor.healthMs) },
  };
  expect({ ...verdict, prompt, answered: response.status < 500 }).toEqual({
    ...verdict,
    prompt: true,
    answered: true,
  });
  expect(health.status).toBe(200);
}

async function forEachHostile(
  texts: readonly HostileText[],
  maxLength: number,
  send: (text: string) => Promise<Response>,
): Promise<void> {
  for (const length of maxLength > SHORT ? [SHORT, maxLength] : [maxLength]) {
    const floor = await floorOf(length, send);
    for (const text of texts) {
      const input = text.atLength(length).slice(0, maxLength);
      await expectPrompt(`${text.name} at ${input.length}`, () => send(input), floor);
    }
  }
}

describe('hostile text on every route that parses it', () => {
  it('PTCGL import answers hostile deck lists promptly', async () => {
    await forEachHostile(DECK_LISTS, LONGEST_ACCEPTED, (text) =>
      t.call('/api/pokemon/decks/import/ptcgl', { method: 'POST', headers: member.auth, body: { text } }),
    );
  });

  it('tournament deck lists answer hostile lists promptly', async () => {
    await forEachHostile(DECK_LISTS, LONGEST_ACCEPTED, (ptcgl) =>
      t.call(`/api/tournaments/${tournamentId}/players/${playerId}/deck-list`, {
        method: 'PUT',
        headers: member.auth,
        body: { ptcgl },
      }),
    );
  });

  const LINES = HOSTILE_LINES.filter((_, index) => index % 5 === 0);

  it('card and forum searches answer hostile searches promptly, too long ones with 400', async () => {
    await forEachHostile(LINES, 2_000, (q) =>
      t.call(`/api/pokemon/cards?q=${encodeURIComponent(q)}`, { headers: member.auth }),
    );
    await forEachHostile(LINES, 100, (search) =>
      t.call(`/api/forum/posts?search=${encodeURIComponent(search)}`, { headers: member.auth }),
    );
  });

  it('forum posts and event times answer hostile text promptly', async () => {
    await forEachHostile(LINES, 5_000, (content) =>
      t.call('/api/forum/posts', {
        method: 'POST',
        headers: member.auth,
        body: { title: content.slice(0, 200), content, categoryId },
      }),
    );
    const date = new Date(Date.now() + 20 * 24 * 3_600_000).toISOString();
    await forEachHostile(LINES, 50, (time) =>
      t.call('/api/events', { method: 'POST', headers: admin.auth, body: { title: 'Hostile', date, time } }),
    );
    await expectPrompt('the calendar of those events', () => t.call('/api/events.ics'));
  });
});
