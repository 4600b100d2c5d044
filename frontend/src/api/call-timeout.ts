/**
 * How long the site waits for an answer before it gives up on a call and says so (a hung request would otherwise
 * spin for ever). The card and deck service gets the spec's 10 seconds (spec 2 §7, §9); every other read gets 30,
 * and a write 2 minutes, for the admin's picture uploads over a slow line.
 */
export const CALL_TIMEOUTS_MS = { cardService: 10_000, read: 30_000, write: 120_000 } as const;

/** The card and deck service's calls (the API's /api/pokemon; /pokemon/... are pages). */
const CARD_SERVICE = /^\/api\/pokemon(?:\/|$)/;

export type CallService = 'cards' | 'site';

/** A call that had no answer in time: a `TimeoutError`, as the browser names `AbortSignal.timeout`'s. */
export class CallTimeoutError extends Error {
  override readonly name = 'TimeoutError';

  constructor(
    readonly service: CallService,
    readonly ms: number,
  ) {
    super(`No answer within ${ms / 1000} seconds`);
  }
}

/** Which limit a request gets: by its path, then by whether it only reads. */
export function callTimeout(request: Request): { service: CallService; ms: number } {
  const { pathname } = new URL(request.url, 'http://localhost');
  if (CARD_SERVICE.test(pathname)) return { service: 'cards', ms: CALL_TIMEOUTS_MS.cardService };
  const reads = request.method === 'GET' || request.method === 'HEAD';
  return { service: 'site', ms: reads ? CALL_TIMEOUTS_MS.read : CALL_TIMEOUTS_MS.write };
}

/**
 * `fetch` with the site's time limits: the request is aborted when its limit passes (or when its own signal
 * aborts, as TanStack Query's cancelling does) and the call fails with a `CallTimeoutError`. The generated
 * client's configuration and the session's own fetch both send through this (api/client.ts).
 */
export async function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request && init === undefined ? input : new Request(input, init);
  const { service, ms } = callTimeout(request);
  const timer = new AbortController();
  // Not cleared when the headers arrive: the limit covers reading the body too (aborting after it is harmless).
  setTimeout(() => timer.abort(new CallTimeoutError(service, ms)), ms);
  try {
    return await fetch(request, { signal: AbortSignal.any([request.signal, timer.signal]) });
  } catch (error) {
    throw timer.signal.aborted ? (timer.signal.reason as CallTimeoutError) : error;
  }
}

/** Whether a call failed because it had no answer in time. */
export function isCallTimeout(error: unknown): error is CallTimeoutError {
  return error instanceof CallTimeoutError;
}
