import { beforeEach, describe, expect, it } from 'vitest';
import { freshIndexedDb, ORGANISER, roundTwo } from '../../test/desk-fake-server';
import {
  close,
  DESK_DATABASE,
  enqueue,
  loadSnapshot,
  queued,
  settle,
  update,
  waitingCount,
} from '../../../offline/desk-store';

beforeEach(freshIndexedDb);

describe('the desk’s store (IndexedDB club-member-desk)', () => {
  it('keeps the queue in the order taken and the last snapshot, through a closed connection (a reload)', async () => {
    await settle(3, roundTwo());
    const taken = [
      await enqueue(3, { kind: 'DROP', playerId: 42 }, ORGANISER),
      await enqueue(7, { kind: 'DROP', playerId: 1 }, ORGANISER),
      await enqueue(3, { kind: 'RESULT', round: 2, table: 4, outcome: 'TIE', expected: null }, ORGANISER),
    ];
    await close();
    expect((await queued(3)).map((action) => action.actionId)).toEqual([
      taken[0].actionId,
      taken[2].actionId,
    ]);
    expect((await loadSnapshot(3))?.matches).toHaveLength(1);
    expect(new Set(taken.map((action) => action.actionId)).size).toBe(3);
  });

  it('replaces the sent actions with the server’s snapshot in one step, and keeps those still waiting', async () => {
    const sent = await enqueue(3, { kind: 'DROP', playerId: 42 }, ORGANISER);
    const waiting = await enqueue(
      3,
      { kind: 'RESULT', round: 2, table: 4, outcome: 'TIE', expected: null },
      ORGANISER,
    );
    await update({ ...sent, sent: true });
    expect(await waitingCount()).toBe(1);
    await settle(3, roundTwo());
    expect((await queued(3)).map((action) => action.actionId)).toEqual([waiting.actionId]);
    expect(await loadSnapshot(3)).not.toBeNull();
  });

  it('lets go of the database when logout deletes it, so the deletion is not blocked', async () => {
    await enqueue(3, { kind: 'DROP', playerId: 42 }, ORGANISER);
    const outcome = await new Promise<string>((resolve) => {
      const request = indexedDB.deleteDatabase(DESK_DATABASE);
      request.onsuccess = () => resolve('deleted');
      request.onblocked = () => resolve('blocked');
    });
    expect(outcome).toBe('deleted');
    expect(await queued(3)).toEqual([]);
  });
});
