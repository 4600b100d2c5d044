import { sessionFetch } from '../../../auth/api-session';
import { serverMessage } from '../../../shared/api-error';
import type { DeskProblem, QueuedAction, ServerSnapshot } from './desk-types';

/**
 * The desk's two endpoints (docs/adr/0051). Until the server's branch lands them in the generated client,
 * they are called here with the session's fetch; the merge replaces these paths with its SDK calls.
 */
const deskPath = (tournamentId: number) => `/api/admin/tournaments/${tournamentId}/desk`;

/** The server could not be reached or could not answer now: the action stays queued and is sent again. */
export class TryAgainLater extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'The server could not be reached.' : `The server answered ${status}.`);
    this.name = 'TryAgainLater';
  }
}

/** What became of a sent action. */
export type SendAnswer = { status: 'APPLIED'; replayed: boolean } | DeskProblem;

async function reach(request: Request): Promise<Response> {
  try {
    return await sessionFetch(request);
  } catch {
    throw new TryAgainLater(null);
  }
}

async function bodyOf(response: Response): Promise<Record<string, unknown>> {
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The tournament as the server holds it now. */
export async function fetchDeskSnapshot(tournamentId: number): Promise<ServerSnapshot> {
  const response = await reach(
    new Request(deskPath(tournamentId), { headers: { Accept: 'application/json' } }),
  );
  if (!response.ok) throw new TryAgainLater(response.status);
  return (await response.json()) as ServerSnapshot;
}

/**
 * Sends one queued action. APPLIED (now or before), CONFLICT or REFUSED come back as answers; anything else
 * (no network, a server error, a lost session) throws TryAgainLater.
 */
export async function sendDeskAction(action: QueuedAction): Promise<SendAnswer> {
  const response = await reach(
    new Request(`${deskPath(action.tournamentId)}-actions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ actionId: action.actionId, takenAt: action.takenAt, ...action.body }),
    }),
  );
  const body = await bodyOf(response);
  if (response.ok && body.status === 'APPLIED')
    return { status: 'APPLIED', replayed: body.replayed === true };
  const message = serverMessage(body) ?? response.statusText;
  if (body.status === 'CONFLICT') return { status: 'CONFLICT', message, conflict: body.conflict as never };
  // A 4xx the action itself causes (refused, or a body the server does not take): the organiser decides.
  if (
    body.status === 'REFUSED' ||
    (response.status >= 400 &&
      response.status < 500 &&
      response.status !== 401 &&
      response.status !== 408 &&
      response.status !== 429)
  ) {
    return { status: 'REFUSED', message };
  }
  throw new TryAgainLater(response.status);
}
