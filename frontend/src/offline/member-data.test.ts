// The IndexedDB classes idb checks against (IDBRequest, IDBDatabase…) as globals; a fresh factory per test.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearMemberData } from './member-data';
import { close as closeDesk, enqueue, loadSnapshot, queued, settle, update } from './desk-store';
import type { ServerSnapshot } from './desk-types';

/** Cache Storage as the browser has it, names only: what clearMemberData reads and deletes. */
function stubCacheStorage(names: string[]) {
  const kept = new Set(names);
  const storage = {
    keys: async () => [...kept],
    delete: async (name: string) => kept.delete(name),
  };
  vi.stubGlobal('caches', storage);
  return storage;
}

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map(({ name }) => name ?? '').sort();
}

beforeEach(async () => {
  await closeDesk();
  vi.stubGlobal('indexedDB', new IDBFactory());
  localStorage.clear();
});

describe('clearMemberData', () => {
  it("deletes the member's databases, caches and localStorage keys and keeps the public ones", async () => {
    for (const name of ['club-member-desk', 'club-member-answers', 'club-public-answers'])
      (await openDB(name, 1, { upgrade: (db) => void db.createObjectStore('kept') })).close();
    const cacheStorage = stubCacheStorage(['club-member-pages', 'club-public-pages', 'workbox-precache-v2']);
    localStorage.setItem('club-member-identity', '{"id":2}');
    localStorage.setItem('club-member-desk-cursor', '4');
    localStorage.setItem('club-public-seen', '1');
    localStorage.setItem('theme', 'light');

    await clearMemberData();

    expect(await databaseNames()).toEqual(['club-public-answers']);
    expect(await cacheStorage.keys()).toEqual(['club-public-pages', 'workbox-precache-v2']);
    expect(Object.keys({ ...localStorage }).sort()).toEqual(['club-public-seen', 'theme']);
  });

  it('deletes a database a page still has open once the page closes it, as idb does on versionchange', async () => {
    stubCacheStorage([]);
    const desk = await openDB('club-member-desk', 1, {
      upgrade: (db) => void db.createObjectStore('queue'),
      blocking: () => desk.close(),
    });
    await desk.put('queue', { kind: 'RESULT' }, 'action-1');

    await clearMemberData();

    expect(await databaseNames()).toEqual([]);
  });

  it('does not wait for a page that keeps a database open, and the deletion follows once it closes', async () => {
    stubCacheStorage([]);
    const stubborn = await openDB('club-member-desk', 1, {
      upgrade: (db) => void db.createObjectStore('queue'),
    });

    await clearMemberData();
    stubborn.close();

    await vi.waitFor(async () => expect(await databaseNames()).toEqual([]));
  });

  it('keeps only the desk actions not sent, each naming its admin, when a session ended without a logout', async () => {
    stubCacheStorage(['club-member-pages']);
    const misty = { id: 1, name: 'Misty Ketchum' };
    await settle(3, {
      tournament: { id: 3 },
      players: [],
      matches: [],
      settledAt: '',
    } as unknown as ServerSnapshot);
    const sent = await enqueue(3, { kind: 'DROP', playerId: 42 }, misty);
    const waiting = await enqueue(
      3,
      { kind: 'RESULT', round: 2, table: 4, outcome: 'TIE', expected: null },
      misty,
    );
    await update({ ...sent, sent: true });
    (
      await openDB('club-member-answers', 1, { upgrade: (db) => void db.createObjectStore('answers') })
    ).close();
    localStorage.setItem('club-member-identity', '{"id":1}');

    await clearMemberData({ keepWaitingDeskActions: true });

    expect(await databaseNames()).toEqual(['club-member-desk']);
    expect(await queued(3)).toEqual([
      expect.objectContaining({ actionId: waiting.actionId, queuedBy: misty }),
    ]);
    expect(await loadSnapshot(3)).toBeNull();
    expect(localStorage.getItem('club-member-identity')).toBeNull();

    // A logout (which asks first) deletes them too.
    await clearMemberData();
    expect(await databaseNames()).toEqual([]);
  });

  it('clears what it can and reports what it could not', async () => {
    localStorage.setItem('club-member-identity', '{"id":2}');
    vi.stubGlobal('caches', { keys: () => Promise.reject(new Error('caches unavailable')) });

    await expect(clearMemberData()).rejects.toThrow("Some of the member's data could not be deleted");
    expect(localStorage.getItem('club-member-identity')).toBeNull();
  });
});
