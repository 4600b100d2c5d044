import { fetchUtils, HttpError } from 'react-admin';
import { sessionFetch } from '../auth/api-session';
import { serverMessage } from '../shared/api-error';

export type HttpOptions = fetchUtils.Options;
export type HttpResponse = Awaited<ReturnType<typeof fetchUtils.fetchJson>>;

function parsedJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * react-admin's `httpClient` (what `fetchUtils.fetchJson` answers) over the site's session fetch: the bearer
 * token, and on a 401 one refresh and retry. A failure is an HttpError whose message is the API's readable
 * `message` (react-admin shows `error.message`); a 401 that survives the refresh reaches
 * `authProvider.checkError`, which signs the user out.
 */
export async function httpClient(url: string, options: HttpOptions = {}): Promise<HttpResponse> {
  const response = await sessionFetch(
    new Request(url, {
      method: options.method,
      body: options.body,
      headers: fetchUtils.createHeadersFromOptions(options),
    }),
  );
  const body = await response.text();
  const json = parsedJson(body);
  if (!response.ok) throw new HttpError(serverMessage(json) ?? response.statusText, response.status, json);
  return { status: response.status, headers: response.headers, body, json };
}
