import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { applyDeskAction, type DeskAction, type DeskSnapshot } from '@club/rules';
import { getSessionSnapshot, subscribeSession } from '../../../auth/session';
import { DESK_POLL_MS } from '../tournaments-api';
import { DeskSender, type SenderState } from './desk-sender';
import {
  enqueue,
  loadClockOffset,
  loadSnapshot,
  onDeskChange,
  queued,
  remove,
  update,
} from '../../../offline/desk-store';
import type { QueuedAction, QueuedBy, ServerSnapshot } from '../../../offline/desk-types';

/** Whether the browser says it is online (`online`/`offline` events). */
function useOnline(): boolean {
  return useSyncExternalStore(
    (changed) => {
      window.addEventListener('online', changed);
      window.addEventListener('offline', changed);
      return () => {
        window.removeEventListener('online', changed);
        window.removeEventListener('offline', changed);
      };
    },
    () => navigator.onLine,
  );
}

/** A waiting action and the state it was taken on (its words name the players of that state). */
export interface WaitingAction {
  action: QueuedAction;
  before: ServerSnapshot;
  /** Queued by another admin (or before the desk recorded who): never sent under this session. */
  leftByAnother: boolean;
}

/** Waiting actions another admin left on this device: `by` is null for those queued before the desk recorded who. */
export interface LeftBehind {
  by: QueuedBy | null;
  count: number;
}

export interface OfflineDesk {
  /** Nothing read yet: neither stored nor from the server. */
  loading: boolean;
  /** The server's last snapshot with every queued action applied in order: what the desk shows. */
  local: ServerSnapshot | null;
  /** The actions not sent yet, in order. */
  waiting: WaitingAction[];
  /** The browser is online and the server answers (wifi without a way out counts as offline). */
  online: boolean;
  sender: SenderState;
  /** How far the server's clock is ahead of this computer's: the round clock counts from the server's time. */
  offsetMs: number;
  /** Applies an action to the desk and queues it; answers the rules' refusal instead when they refuse it. */
  act: (action: DeskAction) => Promise<string | null>;
  /** Settles a conflict the desk's way: the same result again, expecting what is online now. */
  keepDesk: (action: QueuedAction) => Promise<void>;
  /** Drops a waiting action (a conflict settled the online way, or a refusal). */
  discard: (action: QueuedAction) => Promise<void>;
  /** Sends what waits and reads the server's state again; resolves once the desk has it. */
  refresh: () => Promise<void>;
  /** Actions other admins left here, by admin: they wait for them, or for this admin's decision. */
  leftBehind: LeftBehind[];
  /** Takes another admin's waiting actions on: they are sent under this admin's session. */
  sendAsMine: (by: QueuedBy | null) => Promise<void>;
  /** Drops another admin's waiting actions. */
  discardLeft: (by: QueuedBy | null) => Promise<void>;
}

const queuedById = (action: QueuedAction) => action.queuedBy?.id ?? null;

/** The server's snapshot with the queue applied in order, and the actions not sent yet with the state before each. */
function withQueue(
  server: ServerSnapshot,
  queue: readonly QueuedAction[],
  me: number | null = null,
): { local: ServerSnapshot; waiting: WaitingAction[] } {
  let local = server;
  const waiting: WaitingAction[] = [];
  for (const action of queue) {
    if (!action.sent) waiting.push({ action, before: local, leftByAnother: queuedById(action) !== me });
    const next = applyDeskAction(local, action.body, Date.parse(action.takenAt));
    // An action the rules refuse on the newer server state stays listed; the server gives the reason.
    if (!('refusal' in next)) local = next as DeskSnapshot as ServerSnapshot;
  }
  return { local, waiting };
}

/**
 * The organiser's desk through its queue (docs/adr/0051): every result, check-in, drop and pairing is queued in
 * IndexedDB, online or not, and shown at once; a sender replays the queue to the server and reads the server's
 * state again once it is empty (every few seconds too, so players' reports appear).
 */
export function useOfflineDesk(tournamentId: number): OfflineDesk {
  const browserOnline = useOnline();
  const user = useSyncExternalStore(subscribeSession, getSessionSnapshot).user;
  const me = useMemo<QueuedBy | null>(
    () => (user ? { id: user.id, name: `${user.profile.firstName} ${user.profile.lastName}`.trim() } : null),
    [user],
  );
  const meRef = useRef(me);
  const [server, setServer] = useState<ServerSnapshot | null>(null);
  const [queue, setQueue] = useState<QueuedAction[]>([]);
  const [offsetMs, setOffsetMs] = useState(0);
  const [loading, setLoading] = useState(true);
  const [sender, setSender] = useState<SenderState>('idle');
  const senderRef = useRef<DeskSender | null>(null);

  useEffect(() => {
    if (!tournamentId) return;
    let live = true;
    const read = async () => {
      const [snapshot, actions, offset] = await Promise.all([
        loadSnapshot(tournamentId),
        queued(tournamentId),
        loadClockOffset(tournamentId),
      ]);
      if (!live) return;
      setServer(snapshot);
      setOffsetMs(offset);
      setQueue(actions);
      setLoading(false);
    };
    const stopListening = onDeskChange(() => void read());
    void read();
    const deskSender = new DeskSender(tournamentId, () => meRef.current?.id ?? null, setSender);
    senderRef.current = deskSender;
    deskSender.start();
    const poll = setInterval(() => {
      if (navigator.onLine && deskSender.state === 'idle') void deskSender.kick();
    }, DESK_POLL_MS);
    return () => {
      live = false;
      stopListening();
      clearInterval(poll);
      deskSender.stop();
    };
  }, [tournamentId]);

  // Another admin signed in on this page (or the same one again): the sender looks at the queue anew.
  useEffect(() => {
    meRef.current = me;
    void senderRef.current?.kick();
  }, [me]);

  const { local, waiting } = useMemo(
    () => (server ? withQueue(server, queue, me?.id ?? null) : { local: null, waiting: [] }),
    [server, queue, me?.id],
  );

  // One action at a time, each judged on the stored state with every action before it (two quick clicks on
  // 'Pair round 3' queue one round, and the second is refused).
  const acting = useRef<Promise<unknown>>(Promise.resolve());
  const act = useCallback(
    (action: DeskAction) => {
      const run = acting.current.then(async () => {
        const [snapshot, actions, offset] = await Promise.all([
          loadSnapshot(tournamentId),
          queued(tournamentId),
          loadClockOffset(tournamentId),
        ]);
        if (!snapshot) return null;
        // When the organiser acted, by this computer's reading of the server's clock.
        const takenAt = Date.now() + offset;
        const next = applyDeskAction(withQueue(snapshot, actions).local, action, takenAt);
        if ('refusal' in next) return next.refusal;
        const by = meRef.current;
        if (!by) return null;
        await enqueue(tournamentId, action, by, takenAt);
        void senderRef.current?.kick();
        return null;
      });
      acting.current = run.catch(() => undefined);
      return run;
    },
    [tournamentId],
  );

  const keepDesk = useCallback(async (action: QueuedAction) => {
    const { problem, body } = action;
    if (problem?.status !== 'CONFLICT' || body.kind !== 'RESULT') return;
    await update({
      ...action,
      problem: undefined,
      actionId: crypto.randomUUID(),
      body: { ...body, expected: problem.conflict.online.outcome },
    });
    void senderRef.current?.kick();
  }, []);

  const discard = useCallback(async (action: QueuedAction) => {
    await remove(action);
    void senderRef.current?.kick();
  }, []);

  const refresh = useCallback(() => senderRef.current?.kick() ?? Promise.resolve(), []);

  const leftBehind = useMemo(() => {
    const groups = new Map<number | null, LeftBehind>();
    for (const { action, leftByAnother } of waiting) {
      if (!leftByAnother) continue;
      const id = queuedById(action);
      const group = groups.get(id) ?? { by: action.queuedBy ?? null, count: 0 };
      group.count++;
      groups.set(id, group);
    }
    return [...groups.values()];
  }, [waiting]);

  /** Each waiting action `by` left, in turn (its place in the queue kept). */
  const eachLeftBy = useCallback(
    async (by: QueuedBy | null, change: (action: QueuedAction) => Promise<void>) => {
      for (const action of await queued(tournamentId))
        if (!action.sent && queuedById(action) === (by?.id ?? null)) await change(action);
      void senderRef.current?.kick();
    },
    [tournamentId],
  );
  const sendAsMine = useCallback(
    (by: QueuedBy | null) =>
      eachLeftBy(by, async (action) => {
        if (meRef.current) await update({ ...action, queuedBy: meRef.current });
      }),
    [eachLeftBy],
  );
  const discardLeft = useCallback((by: QueuedBy | null) => eachLeftBy(by, remove), [eachLeftBy]);

  const online = browserOnline && sender !== 'waiting-for-network';
  return {
    loading,
    local,
    waiting,
    online,
    sender,
    offsetMs,
    act,
    keepDesk,
    discard,
    refresh,
    leftBehind,
    sendAsMine,
    discardLeft,
  };
}
