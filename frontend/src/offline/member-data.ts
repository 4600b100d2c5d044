import { deleteDB } from 'idb';

/** Every IndexedDB database, cache and localStorage key that holds anything of a signed-in member starts so. */
export const MEMBER_DATA_PREFIX = 'club-member-';

const isMemberData = (name: string | undefined): name is string => !!name?.startsWith(MEMBER_DATA_PREFIX);

/**
 * Forgets everything of the member kept on this device (at logout): every `club-member-*` IndexedDB database,
 * Cache Storage cache and localStorage key. Whoever holds such a database open closes it when asked.
 */
export async function clearMemberData(): Promise<void> {
  const databases = typeof indexedDB === 'undefined' ? [] : await indexedDB.databases();
  const caches = typeof globalThis.caches === 'undefined' ? null : globalThis.caches;
  const cacheNames = caches ? await caches.keys() : [];
  await Promise.all([
    ...databases
      .map((database) => database.name)
      .filter(isMemberData)
      .map((name) => deleteDB(name)),
    ...cacheNames.filter(isMemberData).map((name) => caches?.delete(name)),
  ]);
  if (typeof localStorage === 'undefined') return;
  const keys = Array.from(
    { length: localStorage.length },
    (_, index) => localStorage.key(index) ?? undefined,
  );
  for (const key of keys.filter(isMemberData)) localStorage.removeItem(key);
}
