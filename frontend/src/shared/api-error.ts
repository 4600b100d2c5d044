import { CALL_TIMEOUTS_MS, isCallTimeout, type CallService } from '../api/call-timeout';
import { isNetworkFailure, isOnline } from './connection';

/** The readable sentence of an API error body `{statusCode, error, message}`, if there is one. */
export function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message } = body as { message?: unknown };
  if (typeof message === 'string' && message.trim() !== '') return message;
  // class-validator answers a list of sentences; show the first.
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return null;
}

/** The fallback when the server could not be reached at all. */
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** What a page says when a call had no answer in time (api/call-timeout.ts); a Try Again sits beside it. */
export const TIMEOUT_MESSAGES: Record<CallService, string> = {
  cards: `The card and deck service did not answer within ${CALL_TIMEOUTS_MS.cardService / 1000} seconds. Please try again.`,
  site: 'The server did not answer in time. Please try again.',
};

/**
 * The sentence to show for a failed call. The generated client throws the parsed error body
 * `{statusCode, error, message}`; a network failure throws an Error (TypeError) instead, and a call with no
 * answer in time a `CallTimeoutError`.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (isCallTimeout(error)) return TIMEOUT_MESSAGES[error.service];
  if (error instanceof Error) return isNetworkFailure(error) ? NETWORK_ERROR_MESSAGE : fallback;
  return serverMessage(error) ?? fallback;
}

/** The HTTP status of a failed call, when the error body carries one. */
export function apiErrorStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || error instanceof Error) return null;
  const { statusCode } = error as { statusCode?: unknown };
  return typeof statusCode === 'number' ? statusCode : null;
}

/**
 * The site's queries' retry rule: a network or server failure gets one more try; a 4xx (a post that is not
 * there, a page the member may not see) would answer the same again, so the page shows it at once. Offline
 * there is no second try: the page says it needs a connection, and loads again when it is back.
 */
export function retryOnceUnlessRefused(failures: number, error: unknown): boolean {
  // A call that already waited its whole time limit is not tried again behind the page's back: the page says
  // the server did not answer, and Try Again is the member's to press.
  if (isCallTimeout(error)) return false;
  const status = apiErrorStatus(error);
  return failures < 1 && (status === null || status >= 500) && isOnline();
}

/**
 * The sentence for a failed call where the spec words both cases: the server's message or
 * `rejected`, and `network` when the server could not be reached (the generated client throws the
 * fetch's TypeError then) or did not answer in time.
 */
export function failureMessage(error: unknown, { rejected, network }: { rejected: string; network: string }) {
  if (error instanceof Error) return isNetworkFailure(error) || isCallTimeout(error) ? network : rejected;
  return serverMessage(error) ?? rejected;
}
