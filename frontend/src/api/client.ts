import type { CreateClientConfig } from './generated/client.gen';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** The browser's own fetch, looked up at call time (tests stub the global). */
export const plainFetch: Fetch = (input, init) => fetch(input, init);

let sessionFetch: Fetch = plainFetch;

/**
 * Sends every generated call through `next` from now on. The API layer knows nothing of sessions: the
 * sign-in layer (auth/session.ts) registers its fetch, which adds the bearer token and refreshes once
 * on a 401, when it loads. Until then nobody is signed in, so the plain fetch is the right one.
 */
export function setApiFetch(next: Fetch): void {
  sessionFetch = next;
}

/**
 * Runtime configuration of the generated API client (wired in through `runtimeConfigPath` in
 * openapi-ts.config.ts). Paths in the OpenAPI document already start with /api, so the base URL is
 * the page's own origin. A call whose 401 has its own meaning (login, refresh) passes
 * `fetch: plainFetch` and so never triggers a refresh-and-retry.
 */
export const createClientConfig: CreateClientConfig = (config) => ({
  ...config,
  baseUrl: '',
  credentials: 'include',
  fetch: (input: RequestInfo | URL, init?: RequestInit) => sessionFetch(input, init),
});
