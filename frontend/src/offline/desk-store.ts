import type { DeskAction } from '@club/rules';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedAction, QueuedBy, ServerSnapshot } from './desk-types';

/** A member's data: its name starts with `club-member-`, so logout deletes it (clearMemberData). */
export const DESK_DATABASE = 'club-member-desk';

interface DeskDatabase extends DBSchema {
  snapshots: {
    key: number;
    /** `offsetMs`: how far the server's clock was ahead of this computer's when the snapshot came. */
    value: { tournamentId: number; snapshot: ServerSnapshot; offsetMs?: number };
  };
  actions: { key: number; value: QueuedAction; indexes: { byTournament: number } };
}

let opening: Promise<IDBPDatabase<DeskDatabase>> | null = null;
const listeners = new Set<() => void>();

function database(): Promise<IDBPDatabase<DeskDatabase>> {
  opening ??= openDB<DeskDatabase>(DESK_DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore('snapshots', { keyPath: 'tournamentId' });
      db.createObjectStore('actions', { keyPath: 'seq', autoIncrement: true }).createIndex(
        'byTournament',
        'tournamentId',
      );
    },
    // Logout deletes the database: let go of it at once so the deletion is not blocked.
    blocking: () => void close(),
    terminated: () => {
      opening = null;
    },
  });
  return opening;
}

/** Closes the connection (reopened on the next use). */
export async function close(): Promise<void> {
  const open = opening;
  opening = null;
  if (open) (await open).close();
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the queue or a snapshot changes. */
export function onDeskChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function loadSnapshot(tournamentId: number): Promise<ServerSnapshot | null> {
  return (await (await database()).get('snapshots', tournamentId))?.snapshot ?? null;
}

/** How far the server's clock is ahead of this computer's, as last measured (0 before any). */
export async function loadClockOffset(tournamentId: number): Promise<number> {
  return (await (await database()).get('snapshots', tournamentId))?.offsetMs ?? 0;
}

/**
 * Keeps the server's snapshot and, in the same transaction, takes off the actions it already holds (sent), so
 * the desk never shows a state without them. Read the snapshot after the last action was marked sent.
 */
export async function settle(tournamentId: number, snapshot: ServerSnapshot, offsetMs = 0): Promise<void> {
  const transaction = (await database()).transaction(['snapshots', 'actions'], 'readwrite');
  await transaction.objectStore('snapshots').put({ tournamentId, snapshot, offsetMs });
  const actions = transaction.objectStore('actions');
  for (const action of await actions.index('byTournament').getAll(tournamentId)) {
    if (action.sent) await actions.delete(action.seq!);
  }
  await transaction.done;
  changed();
}

/** The tournament's waiting actions, oldest first. */
export async function queued(tournamentId: number): Promise<QueuedAction[]> {
  return (await database()).getAllFromIndex('actions', 'byTournament', tournamentId);
}

/** How many actions wait to be sent, every tournament together (logout asks first when there are any). */
export async function waitingCount(): Promise<number> {
  return (await (await database()).getAll('actions')).filter((action) => !action.sent).length;
}

/**
 * Queues an action as the organiser takes it: a new id, who took it, and the time by this computer's reading of
 * the server's clock (`takenAt`, epoch milliseconds: the round clock's actions happen then).
 */
export async function enqueue(
  tournamentId: number,
  body: DeskAction,
  by: QueuedBy,
  takenAt = Date.now(),
): Promise<QueuedAction> {
  const action: QueuedAction = {
    tournamentId,
    queuedBy: by,
    actionId: crypto.randomUUID(),
    takenAt: new Date(takenAt).toISOString(),
    body,
  };
  action.seq = await (await database()).add('actions', action);
  changed();
  return action;
}

/** Takes an action off the queue (discarded by the organiser). */
export async function remove(action: QueuedAction): Promise<void> {
  await (await database()).delete('actions', action.seq!);
  changed();
}

/** Stores an action again in its place (sent, a problem noted, or replaced by the organiser's new one). */
export async function update(action: QueuedAction): Promise<void> {
  await (await database()).put('actions', action);
  changed();
}

/**
 * What stays of the desk when a session ends without a logout (expired, refused, another account signed in):
 * only the actions not sent yet, each naming who took it, which wait for that admin (or another admin's
 * decision). The server's snapshots and the sent actions go (docs/adr/0056).
 */
export async function forgetAllButWaiting(): Promise<void> {
  const transaction = (await database()).transaction(['snapshots', 'actions'], 'readwrite');
  await transaction.objectStore('snapshots').clear();
  const actions = transaction.objectStore('actions');
  for (const action of await actions.getAll()) if (action.sent) await actions.delete(action.seq!);
  await transaction.done;
  changed();
}
