import { tournamentDeskSnapshot, tournamentDeskTake } from '../../../api/generated/sdk.gen';
import type { DeskConflictDto } from '../../../api/generated/types.gen';
import { serverMessage } from '../../../shared/api-error';
import { clockOffset } from '../../../shared/server-clock';
import type { DeskProblem, QueuedAction, ServerSnapshot } from '../../../offline/desk-types';

/** The server could not be reached or could not answer now: the action stays queued and is sent again. */
export class TryAgainLater extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'The server could not be reached.' : `The server answered ${status}.`);
    this.name = 'TryAgainLater';
  }
}

/** The server answered that this desk is not there for this account (no such tournament, not an admin). */
export class DeskUnavailable extends Error {
  constructor(readonly status: number) {
    super(`The desk is not available (${status}).`);
    this.name = 'DeskUnavailable';
  }
}

/** What became of a sent action. */
export type SendAnswer = { status: 'APPLIED'; replayed: boolean } | DeskProblem;

/** Answers that may pass with time: the session refreshing, a timeout, too many requests, a server error. */
const PASSING = new Set([401, 408, 429]);

/** The generated client's call, or TryAgainLater when the network failed (no response at all). */
async function reach<T>(call: Promise<T & { response?: Response }>): Promise<T & { response: Response }> {
  let answer: T & { response?: Response };
  try {
    answer = await call;
  } catch {
    throw new TryAgainLater(null);
  }
  if (!answer.response) throw new TryAgainLater(null);
  return answer as T & { response: Response };
}

/**
 * The tournament as the server holds it now (`GET /api/admin/tournaments/:id/desk`), and how far the server's
 * clock is ahead of this computer's (it read the snapshot at `settledAt`, while the request was under way).
 */
export async function fetchDeskSnapshot(
  tournamentId: number,
): Promise<{ snapshot: ServerSnapshot; offsetMs: number }> {
  const sentAt = Date.now();
  const { data, response } = await reach(
    tournamentDeskSnapshot({ path: { id: tournamentId }, cache: 'no-store' }),
  );
  if (response.status >= 400 && response.status < 500 && !PASSING.has(response.status)) {
    throw new DeskUnavailable(response.status);
  }
  if (!response.ok || !data) throw new TryAgainLater(response.status);
  return { snapshot: data, offsetMs: clockOffset(data.settledAt, sentAt, Date.now()) };
}

/**
 * Sends one queued action (`POST …/desk-actions`). APPLIED (now or before), CONFLICT or REFUSED come back as
 * answers; a failed network, a server error or a lost session throw TryAgainLater.
 */
export async function sendDeskAction(action: QueuedAction): Promise<SendAnswer> {
  const { data, error, response } = await reach(
    tournamentDeskTake({
      path: { id: action.tournamentId },
      body: { actionId: action.actionId, takenAt: action.takenAt, ...action.body },
    }),
  );
  if (response.ok && data?.status === 'APPLIED') return { status: 'APPLIED', replayed: data.replayed };
  const body = (error ?? {}) as { status?: unknown; conflict?: DeskConflictDto };
  const message = serverMessage(body) ?? response.statusText;
  if (body.status === 'CONFLICT' && body.conflict)
    return { status: 'CONFLICT', message, conflict: body.conflict };
  // Refused, or a 4xx the action itself causes (a body the server does not take): the organiser decides.
  if (
    body.status === 'REFUSED' ||
    (response.status >= 400 && response.status < 500 && !PASSING.has(response.status))
  ) {
    return { status: 'REFUSED', message };
  }
  throw new TryAgainLater(response.status);
}
