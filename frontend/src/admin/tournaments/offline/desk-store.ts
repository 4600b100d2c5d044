import type { DeskAction } from '@club/rules';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedAction, ServerSnapshot } from './desk-types';

/** A member's data: its name starts with `club-member-`, so logout deletes it (clearMemberData). */
export const DESK_DATABASE = 'club-member-desk';

interface DeskDatabase extends DBSchema {
  snapshots: { key: number; value: { tournamentId: number; snapshot: ServerSnapshot } };
  actions: { key: number; value: QueuedAction; indexes: { byTournament: number } };
}

let opening: Promise<IDBPDatabase<DeskDatabase>> | null = null;
const listeners = new Set<() => void>();
/** Counts answers taken off the queue, so a snapshot read before one is not saved over a newer state. */
let removals = 0;

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

/** The position of the queue now: a snapshot read from here on may be saved with `saveSnapshot`. */
export const queuePosition = (): number => removals;

/** Keeps the server's snapshot, unless an answer was taken off the queue since `position` (it is older). */
export async function saveSnapshot(
  tournamentId: number,
  snapshot: ServerSnapshot,
  position = removals,
): Promise<boolean> {
  if (position !== removals) return false;
  await (await database()).put('snapshots', { tournamentId, snapshot });
  changed();
  return true;
}

/** The tournament's waiting actions, oldest first. */
export async function queued(tournamentId: number): Promise<QueuedAction[]> {
  return (await database()).getAllFromIndex('actions', 'byTournament', tournamentId);
}

/** How many actions wait, every tournament together (logout asks first when there are any). */
export async function waitingCount(): Promise<number> {
  return (await database()).count('actions');
}

/** Queues an action as the organiser takes it: a new id and the time. */
export async function enqueue(tournamentId: number, body: DeskAction): Promise<QueuedAction> {
  const action: QueuedAction = {
    tournamentId,
    actionId: crypto.randomUUID(),
    takenAt: new Date().toISOString(),
    body,
  };
  action.seq = await (await database()).add('actions', action);
  changed();
  return action;
}

/** Takes an action off the queue (applied, or discarded by the organiser). */
export async function remove(action: QueuedAction): Promise<void> {
  await (await database()).delete('actions', action.seq!);
  removals++;
  changed();
}

/** Stores an action again in its place (a problem noted, or replaced by the organiser's new one). */
export async function update(action: QueuedAction): Promise<void> {
  await (await database()).put('actions', action);
  changed();
}
