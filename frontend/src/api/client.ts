import { createClient, createConfig } from './generated/client';

/** The API is on the page's own origin (its paths start with /api), and the session's cookies go along. */
export const SAME_ORIGIN = { baseUrl: '', credentials: 'include' } as const;

/**
 * A client with no session for the calls whose 401 has its own meaning (login, sign-up, logout, refresh): they
 * never send the access token nor refresh and retry. Every other call uses the generated `client`, which the
 * sign-in layer connects to the session at start (auth/api-session.ts).
 */
export const anonymousClient = createClient(createConfig(SAME_ORIGIN));
