import { deleteDB } from 'idb';

/**
 * The start of the name of every store that holds anything of a signed-in member: IndexedDB databases, Cache
 * Storage caches and localStorage keys (`club-member-desk`, `club-member-answers`, `club-member-identity`). Public
 * answers, which any visitor may read, are kept under `club-public-` and stay. The contract of issue 27.
 */
export const MEMBER_DATA_PREFIX = 'club-member-';

const isMemberData = (name: string | null | undefined): name is string =>
  name?.startsWith(MEMBER_DATA_PREFIX) ?? false;

function clearLocalStorage(): void {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  for (const key of keys.filter(isMemberData)) localStorage.removeItem(key);
}

/**
 * Deletes a database. A page that still has it open is asked to close it (`versionchange`, idb's `blocking`);
 * until it does the deletion waits in the browser's queue, and signing out does not wait for it.
 */
function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    deleteDB(name, { blocked: () => resolve() }).then(resolve, reject);
  });
}

async function clearDatabases(keepWaitingDeskActions: boolean): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const databases = await indexedDB.databases();
  // Loaded only here: the desk's store is the organiser's, not every page's.
  const desk = keepWaitingDeskActions ? await import('./desk-store') : null;
  await Promise.all(
    databases
      .map(({ name }) => name)
      .filter(isMemberData)
      .map((name) =>
        desk && name === desk.DESK_DATABASE ? desk.forgetAllButWaiting() : deleteDatabase(name),
      ),
  );
}

async function clearCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter(isMemberData).map((name) => caches.delete(name)));
}

/**
 * Deletes everything of the signed-in member this browser keeps: every IndexedDB database, cache and
 * localStorage key whose name starts with `club-member-`. Called whenever a session ends: the member's logout
 * (the site's and the admin's), a session the server refuses (expired, ended elsewhere), another account signing
 * in. Only a logout, which asks first, deletes the organiser's desk actions not sent yet; any other end keeps
 * those (`keepWaitingDeskActions`), each naming its admin, and nothing else (docs/adr/0056). Every kind is tried;
 * any failure is reported after.
 */
export async function clearMemberData({ keepWaitingDeskActions = false } = {}): Promise<void> {
  const results = await Promise.allSettled([
    Promise.resolve().then(clearLocalStorage),
    clearDatabases(keepWaitingDeskActions),
    clearCaches(),
  ]);
  const failures = results.filter((result) => result.status === 'rejected').map((result) => result.reason);
  if (failures.length > 0)
    throw new AggregateError(failures, "Some of the member's data could not be deleted");
}
