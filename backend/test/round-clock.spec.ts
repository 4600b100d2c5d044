import { randomUUID } from 'node:crypto';
import { Role } from '../src/common/role.js';
import { TournamentRound } from '../src/tournaments/tournament-round.entity.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

/**
 * One round clock (issue 35 §5), through the API on a real database: every paired round has a clock of the
 * tournament's length, the live answers carry it and the server's time as each answer is sent (a kept answer's
 * `now` is never stale, and it is no part of the ETag).
 */

interface Clock {
  round: number;
  stage: string;
  status: string;
  minutes: number;
  startedAt: string | null;
  pausedAt: string | null;
  pausedSeconds: number;
  extraSeconds: number;
  endsAt: string | null;
  remainingSeconds: number | null;
}
interface Live {
  now: string;
  clock: Clock | null;
  pairings: { table: number | null; extraSeconds: number }[];
}

let t: TestApp;
let admin: TestUser;
const members: TestUser[] = [];
let tournamentId: number;

async function json<T>(answer: Response | Promise<Response>, status = 200): Promise<T> {
  const response = await answer;
  const body = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${body}`);
  return (body ? JSON.parse(body) : undefined) as T;
}

/** Until the change's notification reaches the kept answer. */
async function liveWhen(check: (answer: Live) => boolean): Promise<Live> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const answer = await json<Live>(live());
    if (check(answer) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const deskPath = () => `/api/admin/tournaments/${tournamentId}/desk-actions`;

/** An action as the desk makes it, taken at `takenAt` (its reading of the server's clock). */
function action(
  kind: string,
  fields: Record<string, unknown>,
  takenAt = new Date(),
): Record<string, unknown> {
  return { actionId: randomUUID(), takenAt: takenAt.toISOString(), kind, ...fields };
}

async function send(
  body: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await t.call(deskPath(), { method: 'POST', headers: admin.auth, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function applied(body: Record<string, unknown>): Promise<void> {
  expect(await send(body)).toEqual({
    status: 200,
    body: { actionId: body.actionId, status: 'APPLIED', replayed: false },
  });
}

const live = (headers: Record<string, string> = {}) =>
  t.call(`/api/tournaments/${tournamentId}/live`, { headers });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.newUser({ role: Role.ADMIN, email: 'clock@example.com', firstName: 'Olive' });
  for (let index = 0; index < 4; index++) {
    members.push(await t.newUser({ email: `clock-player${index}@example.com`, firstName: `Player${index}` }));
  }
  const date = new Date(Date.now() + 10 * 24 * 3_600_000);
  const event = await json<{ id: number }>(
    t.call('/api/events', {
      method: 'POST',
      headers: admin.auth,
      body: { title: 'Clock Challenge', date: date.toISOString(), type: 'TOURNAMENT' },
    }),
    201,
  );
  tournamentId = (
    await json<{ id: number }>(
      t.call('/api/tournaments', {
        method: 'POST',
        headers: admin.auth,
        body: {
          eventId: event.id,
          format: 'standard',
          bestOf: 1,
          roundMinutes: 30,
          divisionsApart: false,
          topCut: false,
          deckListDeadline: new Date(date.getTime() - 3_600_000).toISOString(),
        },
      }),
      201,
    )
  ).id;
  for (const member of members) {
    await json(
      t.call(`/api/events/${event.id}/register`, { method: 'POST', headers: member.auth, body: {} }),
    );
  }
  const started = await json<{ players: { id: number }[] }>(
    t.call(`/api/tournaments/${tournamentId}/check-in`, { method: 'POST', headers: admin.auth }),
  );
  for (const player of started.players) {
    await json(
      t.call(`/api/tournaments/${tournamentId}/players/${player.id}/check-in`, {
        method: 'PUT',
        headers: admin.auth,
        body: { checkedIn: true },
      }),
    );
  }
}, 60_000);
afterAll(() => t.close());

describe('the round clock in the live answer', () => {
  it('has no clock before round 1, and the server’s time', async () => {
    const before = Date.now();
    const answer = await json<Live>(live());
    expect(answer.clock).toBeNull();
    expect(Date.parse(answer.now)).toBeGreaterThanOrEqual(before - 5);
    expect(Date.parse(answer.now)).toBeLessThanOrEqual(Date.now() + 5);
  });

  it('gives a paired round its clock, not started, of the tournament’s length', async () => {
    await json(
      t.call(`/api/tournaments/${tournamentId}/rounds`, {
        method: 'POST',
        headers: admin.auth,
        body: { round: 1 },
      }),
      201,
    );
    const answer = await json<Live>(live());
    expect(answer.clock).toEqual({
      round: 1,
      stage: 'SWISS',
      status: 'NOT_STARTED',
      minutes: 30,
      startedAt: null,
      pausedAt: null,
      pausedSeconds: 0,
      extraSeconds: 0,
      endsAt: null,
      remainingSeconds: 1800,
    });
    expect(answer.pairings.map((pairing) => pairing.extraSeconds)).toEqual([0, 0]);
    const stored = await t.em().find(TournamentRound, { tournament: tournamentId });
    expect(stored.map((round) => [round.round, round.minutes, round.startedAt])).toEqual([[1, 30, null]]);
  });

  it('writes the time afresh into every answer sent, keeping the ETag and the 304', async () => {
    const first = await live();
    const firstBody = (await first.json()) as Live;
    const etag = first.headers.get('etag')!;
    await new Promise((resolve) => setTimeout(resolve, 30));
    const second = await live({ 'accept-encoding': 'gzip' });
    expect(second.headers.get('etag')).toBe(etag);
    const secondBody = (await second.json()) as Live;
    expect(Date.parse(secondBody.now)).toBeGreaterThan(Date.parse(firstBody.now));
    expect({ ...secondBody, now: firstBody.now }).toEqual(firstBody);
    expect((await live({ 'if-none-match': etag })).status).toBe(304);
  });
});

describe('the round clock from the desk', () => {
  it('starts when the organiser acted, offline too, and a replay changes nothing', async () => {
    const takenAt = new Date(Date.now() - 2 * 60_000);
    const start = action('START_CLOCK', { round: 1 }, takenAt);
    expect(await send(start)).toEqual({
      status: 200,
      body: { actionId: start.actionId, status: 'APPLIED', replayed: false },
    });
    const answer = await liveWhen((read) => read.clock?.status === 'RUNNING');
    expect(answer.clock).toMatchObject({
      status: 'RUNNING',
      startedAt: takenAt.toISOString(),
      endsAt: new Date(takenAt.getTime() + 30 * 60_000).toISOString(),
      remainingSeconds: null,
    });
    expect((await send(start)).body).toMatchObject({ status: 'APPLIED', replayed: true });
    const again = await send(action('START_CLOCK', { round: 1 }));
    expect(again).toMatchObject({
      status: 409,
      body: { status: 'REFUSED', message: 'The round’s clock has already started.' },
    });
    expect((await json<Live>(live())).clock?.startedAt).toBe(takenAt.toISOString());
  });

  it('pauses and resumes, the end moving on by the pause, never before the clock’s last change', async () => {
    const before = (await json<Live>(live())).clock!;
    const pausedAt = new Date(Date.now() - 60_000);
    await applied(action('PAUSE_CLOCK', { round: 1 }, pausedAt));
    const paused = (await liveWhen((read) => read.clock?.status === 'PAUSED')).clock!;
    expect(paused).toMatchObject({ status: 'PAUSED', endsAt: null, pausedAt: pausedAt.toISOString() });
    expect(paused.remainingSeconds).toBe(
      Math.round((Date.parse(before.endsAt!) - pausedAt.getTime()) / 1000),
    );
    // A desk whose clock is behind says it resumed before it paused: it resumes at the pause.
    await applied(action('RESUME_CLOCK', { round: 1 }, new Date(pausedAt.getTime() - 5 * 60_000)));
    let running = (await liveWhen((read) => read.clock?.status === 'RUNNING')).clock!;
    expect(running).toMatchObject({ pausedSeconds: 0, endsAt: before.endsAt });
    await applied(action('PAUSE_CLOCK', { round: 1 }, pausedAt));
    await liveWhen((read) => read.clock?.status === 'PAUSED');
    // One ahead of the server resumes now, not in the future.
    await applied(action('RESUME_CLOCK', { round: 1 }, new Date(Date.now() + 60 * 60_000)));
    running = (await liveWhen((read) => read.clock?.status === 'RUNNING')).clock!;
    expect(running.pausedSeconds).toBeGreaterThanOrEqual(59);
    expect(running.pausedSeconds).toBeLessThanOrEqual(65);
    expect(Date.parse(running.endsAt!)).toBe(Date.parse(before.endsAt!) + running.pausedSeconds * 1000);
  });

  it('extends the round, and takes back no more than it was given', async () => {
    const before = (await json<Live>(live())).clock!;
    await applied(action('EXTEND_ROUND', { round: 1, minutes: 5 }));
    const longer = (await liveWhen((read) => read.clock?.extraSeconds === 300)).clock!;
    expect(Date.parse(longer.endsAt!)).toBe(Date.parse(before.endsAt!) + 300_000);
    const tooMuch = await send(action('EXTEND_ROUND', { round: 1, minutes: -6 }));
    expect(tooMuch).toMatchObject({
      status: 409,
      body: { status: 'REFUSED', message: 'The round has only 5 extra minutes to take back.' },
    });
  });

  it('gives one table extra time, shown with that table on the live pages', async () => {
    await applied(action('TABLE_TIME', { round: 1, table: 2, minutes: 3 }));
    const answer = await liveWhen((read) => read.pairings.some((pairing) => pairing.extraSeconds > 0));
    expect(answer.pairings.map((pairing) => [pairing.table, pairing.extraSeconds])).toEqual([
      [1, 0],
      [2, 180],
    ]);
    expect(await send(action('TABLE_TIME', { round: 1, table: 7, minutes: 3 }))).toMatchObject({
      status: 409,
      body: { status: 'REFUSED', message: 'Round 1 has no table 7.' },
    });
  });

  it('changes only the round being played', async () => {
    expect(await send(action('PAUSE_CLOCK', { round: 2 }))).toMatchObject({
      status: 409,
      body: { status: 'REFUSED', message: 'Round 2 is not the round being played.' },
    });
  });

  it('refuses a malformed clock action with 400 and remembers nothing', async () => {
    for (const [body, message] of [
      [action('EXTEND_ROUND', { round: 1, minutes: 0 }), /minutes must be a whole number from -60 to 60/],
      [action('EXTEND_ROUND', { round: 1, minutes: 61 }), /minutes must be a whole number/],
      [action('TABLE_TIME', { round: 1, minutes: 2 }), /table must be a table number/],
      [action('START_CLOCK', { round: 1, minutes: 2 }), /minutes is not part of a START_CLOCK action/],
      [action('PAUSE_CLOCK', {}), /round must be a round number/],
    ] as const) {
      const answer = await send(body);
      expect(answer.status).toBe(400);
      expect(String((answer.body as { message: unknown }).message)).toMatch(message);
    }
  });
});
