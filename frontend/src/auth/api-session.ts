import { SAME_ORIGIN } from '../api/client';
import { fetchWithTimeout } from '../api/call-timeout';
import { client } from '../api/generated/client.gen';
import { getAccessToken, refreshSession } from './session';

/** A copy of each request as it was before it was sent (its body can be read once): what a retry sends. */
const unsent = new WeakMap<Request, Request>();

function withAccessToken(request: Request): Request {
  const token = getAccessToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  unsent.set(request, request.clone());
  return request;
}

/** On a 401 the session is refreshed once and the request sent again with the new token; else the 401 stays. */
async function retryAfterRefresh(
  response: Response,
  request: Request,
  options: { fetch?: typeof fetch },
): Promise<Response> {
  const copy = unsent.get(request);
  if (response.status !== 401 || !copy) return response;
  const token = await refreshSession();
  if (!token) return response;
  copy.headers.set('Authorization', `Bearer ${token}`);
  return (options.fetch ?? fetch)(copy);
}

/** `fetch` with the session as the generated client sends (token, one refresh and retry), for code that sends its own requests. */
export async function sessionFetch(request: Request): Promise<Response> {
  const sent = withAccessToken(request);
  return retryAfterRefresh(await fetchWithTimeout(sent), sent, SAME_ORIGIN);
}

/**
 * Sends every call of the generated client with the session: the access token when signed in and, on a 401,
 * one refresh and retry. Called once as the app starts (main.tsx, the tests' setup); calling again changes nothing.
 */
export function connectApiClientToSession(): void {
  client.setConfig(SAME_ORIGIN);
  if (!client.interceptors.request.exists(withAccessToken)) client.interceptors.request.use(withAccessToken);
  if (!client.interceptors.response.exists(retryAfterRefresh))
    client.interceptors.response.use(retryAfterRefresh);
}
