import { fetchWithTimeout } from './call-timeout';
import { createClient, createConfig } from './generated/client';

/**
 * The API is on the page's own origin (its paths start with /api), the session's cookies go along, and every
 * call has a time limit (api/call-timeout.ts: the card and deck service 10 s, the rest 30 s or 2 min).
 */
export const SAME_ORIGIN = { baseUrl: '', credentials: 'include', fetch: fetchWithTimeout } as const;

/**
 * A client with no session for the calls whose 401 has its own meaning (login, sign-up, logout, refresh): they
 * never send the access token nor refresh and retry. Every other call uses the generated `client`, which the
 * sign-in layer connects to the session at start (auth/api-session.ts).
 */
export const anonymousClient = createClient(createConfig(SAME_ORIGIN));
