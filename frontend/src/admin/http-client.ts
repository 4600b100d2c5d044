import { fetchUtils, HttpError } from 'react-admin';
import { serverMessage } from '../shared/api-error';
import { getAccessToken, refreshSession } from '../auth/session';

export type HttpOptions = fetchUtils.Options;
export type HttpResponse = Awaited<ReturnType<typeof fetchUtils.fetchJson>>;

function withBearer(options: HttpOptions, token: string): HttpOptions {
  return { ...options, user: { authenticated: true, token: `Bearer ${token}` } };
}

/** An HttpError whose message is the API's readable `message` (react-admin shows `error.message`). */
function readable(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const message = serverMessage(error.body);
  return message && message !== error.message ? new HttpError(message, error.status, error.body) : error;
}

const isUnauthorized = (error: unknown): boolean => error instanceof HttpError && error.status === 401;

/**
 * react-admin's `fetchJson` with the session's bearer token. Without a token it first tries to
 * restore the session through the refresh cookie; on a 401 it refreshes once and retries. A 401
 * that survives the refresh reaches `authProvider.checkError`, which signs the user out.
 */
export async function httpClient(url: string, options: HttpOptions = {}): Promise<HttpResponse> {
  const token = getAccessToken() ?? (await refreshSession());
  if (!token) throw new HttpError('Please sign in to continue', 401);
  try {
    return await fetchUtils.fetchJson(url, withBearer(options, token));
  } catch (error) {
    if (!isUnauthorized(error)) throw readable(error);
    const fresh = await refreshSession();
    if (!fresh) throw readable(error);
    try {
      return await fetchUtils.fetchJson(url, withBearer(options, fresh));
    } catch (retryError) {
      throw readable(retryError);
    }
  }
}
