import { authFetch } from '../auth/session';
import type { CreateClientConfig } from './generated/client.gen';

/**
 * Runtime configuration of the generated API client (wired in through `runtimeConfigPath` in
 * openapi-ts.config.ts). Paths in the OpenAPI document already start with /api, so the base URL is
 * the page's own origin. Requests go through `authFetch`, which adds the bearer token and, on a 401,
 * refreshes the session once and retries.
 */
export const createClientConfig: CreateClientConfig = (config) => ({
  ...config,
  baseUrl: '',
  credentials: 'include',
  fetch: authFetch,
});
