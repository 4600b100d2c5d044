import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { json } from '../../../test/api-mock';
import {
  applied,
  deskServer,
  freshIndexedDb,
  ORGANISER,
  roundTwo,
  type DeskRequest,
} from '../../test/desk-fake-server';
import { DeskSender, type SenderState } from './desk-sender';
import { enqueue, loadSnapshot, queued } from '../../../offline/desk-store';

const RESULT = { kind: 'RESULT', round: 2, table: 4, outcome: 'A_WINS', expected: null } as const;
const DROP = { kind: 'DROP', playerId: 42 } as const;

let sender: DeskSender | null = null;
const states: SenderState[] = [];
function startSender(): DeskSender {
  sender = new DeskSender(
    3,
    () => ORGANISER.id,
    (state) => states.push(state),
  );
  sender.start();
  return sender;
}

beforeEach(freshIndexedDb);
afterEach(() => {
  sender?.stop();
  sender = null;
  states.length = 0;
});

const posted = (requests: DeskRequest[]) => requests.filter((r) => r.method === 'POST').map((r) => r.body!);

describe('the desk’s sender', () => {
  it('replays the queue in order, one at a time, takes off what is applied (replayed too), then reads the server again', async () => {
    const first = await enqueue(3, RESULT, ORGANISER);
    const second = await enqueue(3, DROP, ORGANISER);
    let inFlight = 0;
    const requests = deskServer(
      () => roundTwo({ settledAt: '2026-12-05T12:00:00.000Z' }),
      async (body) => {
        inFlight++;
        expect(inFlight).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 10));
        inFlight--;
        return applied(body, body.actionId === first.actionId);
      },
    );
    startSender();
    await waitFor(async () => expect((await loadSnapshot(3))?.settledAt).toBe('2026-12-05T12:00:00.000Z'));
    expect(posted(requests)).toEqual([
      { actionId: first.actionId, takenAt: first.takenAt, ...RESULT },
      { actionId: second.actionId, takenAt: second.takenAt, ...DROP },
    ]);
    expect(first.actionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await queued(3)).toEqual([]);
    expect(requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/admin/tournaments/3/desk' });
  });

  it('answers a kick once the server’s state is read again, even when the kick arrives during a run', async () => {
    let reads = 0;
    deskServer(
      () => roundTwo({ settledAt: `2026-12-05T12:00:0${++reads}.000Z` }),
      async (body) => applied(body, false),
    );
    const deskSender = startSender();
    await deskSender.kick();
    const afterFirst = (await loadSnapshot(3))?.settledAt;
    expect(afterFirst).toBe(`2026-12-05T12:00:0${reads}.000Z`);
    // A kick meanwhile (an organiser's step just done online) waits for a read that starts after it.
    await enqueue(3, DROP, ORGANISER);
    await deskSender.kick();
    expect(await queued(3)).toEqual([]);
    expect((await loadSnapshot(3))?.settledAt).not.toBe(afterFirst);
  });

  it('stops at a conflict and keeps it, with the server’s answer, for the organiser to settle', async () => {
    await enqueue(3, RESULT, ORGANISER);
    await enqueue(3, DROP, ORGANISER);
    const conflict = {
      round: 2,
      table: 4,
      online: { outcome: null, reportedOutcome: 'B_WINS', by: 'Misty W.' },
      desk: { outcome: 'A_WINS' },
    };
    const message = 'Table 4 of round 2 already has a different result online: B wins.';
    const requests = deskServer(roundTwo, (body) =>
      json(409, {
        statusCode: 409,
        error: 'Conflict',
        message,
        actionId: body.actionId,
        status: 'CONFLICT',
        conflict,
      }),
    );
    startSender();
    await waitFor(() => expect(states).toContain('held'));
    expect(posted(requests)).toHaveLength(1);
    const [held, next] = await queued(3);
    expect(held.problem).toEqual({ status: 'CONFLICT', message, conflict });
    expect(next.body).toEqual(DROP);
    expect(next.problem).toBeUndefined();
  });

  it('keeps a refused action with the server’s sentence and sends nothing after it', async () => {
    await enqueue(3, DROP, ORGANISER);
    await enqueue(3, RESULT, ORGANISER);
    const message = 'This player has already dropped.';
    const requests = deskServer(roundTwo, (body) =>
      json(409, { statusCode: 409, error: 'Conflict', message, actionId: body.actionId, status: 'REFUSED' }),
    );
    startSender();
    await waitFor(() => expect(states).toContain('held'));
    expect(posted(requests)).toHaveLength(1);
    expect((await queued(3))[0].problem).toEqual({ status: 'REFUSED', message });
  });

  it('keeps the queue through a network failure and sends it again, by itself and when the browser is back online', async () => {
    const action = await enqueue(3, RESULT, ORGANISER);
    let reachable = false;
    const requests = deskServer(roundTwo, (body) => (reachable ? applied(body) : new Error('offline')));
    startSender();
    await waitFor(() => expect(states).toContain('waiting-for-network'));
    expect(await queued(3)).toHaveLength(1);
    // Backoff: tried again after a second, still unreachable.
    await waitFor(() => expect(posted(requests).length).toBeGreaterThanOrEqual(2), { timeout: 3000 });
    expect(await queued(3)).toHaveLength(1);
    reachable = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(async () => expect(await queued(3)).toEqual([]));
    // The same action each time: the server applies it once, whatever got through before.
    expect(new Set(posted(requests).map((body) => body.actionId))).toEqual(new Set([action.actionId]));
  });

  it('never sends another admin’s actions, nor any after them, but still reads the server’s state', async () => {
    const brock = { id: 9, name: 'Brock Harrison' };
    await enqueue(3, RESULT, brock);
    await enqueue(3, DROP, ORGANISER);
    const requests = deskServer(roundTwo, (body) => applied(body));
    startSender();
    await waitFor(() => expect(states.at(-1)).toBe('left-by-another'));
    expect(posted(requests)).toEqual([]);
    expect(await loadSnapshot(3)).not.toBeNull();
    expect(await queued(3)).toHaveLength(2);
  });
});
