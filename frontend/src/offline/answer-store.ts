import { openDB, type IDBPDatabase } from 'idb';
import type { AsyncStorage } from '@tanstack/query-persist-client-core';

const STORE = 'answers';

/**
 * One IndexedDB database of kept API answers, as the key-value storage TanStack Query's persister writes to.
 * The connection closes as soon as someone else wants the database deleted or upgraded (clearMemberData() at
 * logout), so it never blocks them; the next use opens it again.
 */
export function indexedDbAnswerStore(databaseName: string): AsyncStorage<string> {
  let connection: Promise<IDBPDatabase> | null = null;
  const database = () =>
    (connection ??= openDB(databaseName, 1, {
      upgrade: (database) => void database.createObjectStore(STORE),
      // At once, inside the event: a deletion waiting on this connection is not blocked.
      blocking: (_version, _wanted, event) => {
        connection = null;
        (event.target as IDBDatabase).close();
      },
      terminated: () => (connection = null),
    }));

  return {
    getItem: async (key) => (await (await database()).get(STORE, key)) as string | undefined,
    setItem: async (key, value) => (await database()).put(STORE, value, key),
    removeItem: async (key) => (await database()).delete(STORE, key),
    entries: async () => {
      const store = (await database()).transaction(STORE).store;
      const [keys, values] = await Promise.all([store.getAllKeys(), store.getAll()]);
      return keys.map((key, index) => [String(key), values[index] as string]);
    },
  };
}
