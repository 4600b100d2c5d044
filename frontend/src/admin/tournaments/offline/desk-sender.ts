import { DeskUnavailable, fetchDeskSnapshot, sendDeskAction, TryAgainLater } from './desk-api';
import { queued, settle, update } from '../../../offline/desk-store';

/** The first retry after a network failure; each next one waits twice as long, up to the cap. */
export const FIRST_RETRY_MS = 1000;
export const LONGEST_RETRY_MS = 30_000;

/**
 * 'waiting-for-network': the server cannot be reached; 'held': a conflict or refusal waits; 'left-by-another': the
 * next action is another admin's, which this session never sends; 'unavailable': no such desk.
 */
export type SenderState =
  'idle' | 'sending' | 'waiting-for-network' | 'held' | 'left-by-another' | 'unavailable';

/**
 * Replays one tournament's queue to the server, in order, one action at a time (docs/adr/0051), each under the
 * session of the admin who queued it and no other (0056): an APPLIED
 * answer (now or replayed) marks the action sent; CONFLICT or REFUSED is noted on it and the queue stops until
 * the organiser settles it; a network failure is retried with backoff, and at once when the browser is back
 * online. Once nothing is left to send, the server's snapshot is read again and replaces the sent actions.
 */
export class DeskSender {
  /** The run under way: a kick meanwhile asks it to go round once more, and waits for it. */
  private running: Promise<void> | null = null;
  private again = false;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private readonly onOnline = () => void this.kick();
  state: SenderState = 'idle';

  /**
   * `signedIn` answers the id of the admin signed in now: only actions they queued are sent under their session
   * (docs/adr/0056).
   */
  constructor(
    private readonly tournamentId: number,
    private readonly signedIn: () => number | null,
    private readonly onState: (state: SenderState) => void = () => undefined,
  ) {}

  start(): void {
    this.stopped = false;
    window.addEventListener('online', this.onOnline);
    void this.kick();
  }

  /** No more sending or telling once stopped: a run in flight ends quietly (its page may be gone). */
  stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.onOnline);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Sends what waits now (or once the current run ends); resolves once the desk has the server's state again. */
  kick(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run().finally(() => (this.running = null));
    return this.running;
  }

  private setState(state: SenderState): void {
    if (this.stopped) return;
    this.state = state;
    this.onState(state);
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      await this.drain();
    } while (this.again);
  }

  private async drain(): Promise<void> {
    for (;;) {
      const next = (await queued(this.tournamentId)).find((action) => !action.sent);
      if (!next) return this.refresh();
      // In order: another admin's action waits for them (or for this admin to take it on), and all after it.
      // The server's state is read all the same, so the desk shows it with those actions on top.
      if (next.queuedBy?.id === undefined || next.queuedBy.id !== this.signedIn()) {
        await this.refresh();
        if (this.state === 'idle') this.setState('left-by-another');
        return;
      }
      if (next.problem) return this.setState('held');
      this.setState('sending');
      try {
        const answer = await sendDeskAction(next);
        this.failures = 0;
        if (answer.status === 'APPLIED') await update({ ...next, sent: true });
        else {
          await update({ ...next, problem: answer });
          return this.setState('held');
        }
      } catch (error) {
        if (!(error instanceof TryAgainLater)) throw error;
        return this.retryLater();
      }
    }
  }

  /** Everything is sent: the server's state is the desk's again. */
  private async refresh(): Promise<void> {
    try {
      const { snapshot, offsetMs } = await fetchDeskSnapshot(this.tournamentId);
      await settle(this.tournamentId, snapshot, offsetMs);
      this.failures = 0;
      this.setState('idle');
    } catch (error) {
      if (error instanceof DeskUnavailable) return this.setState('unavailable');
      if (!(error instanceof TryAgainLater)) throw error;
      this.retryLater();
    }
  }

  private retryLater(): void {
    if (this.stopped) return;
    const delay = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** this.failures);
    this.failures++;
    this.setState('waiting-for-network');
    this.timer = setTimeout(() => void this.kick(), delay);
  }
}
