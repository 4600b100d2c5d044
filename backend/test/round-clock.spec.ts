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

  it('answers a running clock with its end by the server’s clock', async () => {
    const startedAt = new Date(Date.now() - 10 * 60_000);
    await t.em().nativeUpdate(TournamentRound, { tournament: tournamentId, round: 1 }, { startedAt });
    const answer = await liveWhen((read) => read.clock?.startedAt !== null);
    expect(answer.clock).toMatchObject({
      status: 'RUNNING',
      startedAt: startedAt.toISOString(),
      endsAt: new Date(startedAt.getTime() + 30 * 60_000).toISOString(),
      remainingSeconds: null,
    });
  });
});
