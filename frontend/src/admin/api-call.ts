import { HttpError } from 'react-admin';
import { serverMessage } from '../shared/api-error';

/** What a generated SDK call answers (without `throwOnError`). */
interface SdkResult<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly response?: Response;
}

/**
 * The data of a generated SDK call, or the failure as react-admin expects it: an `HttpError` whose
 * message is the API's readable sentence (react-admin shows `error.message`; a 401 that survived the
 * session's refresh reaches `authProvider.checkError`, which signs out). A network failure is
 * rethrown as the fetch's own error.
 */
export async function adminCall<T>(call: Promise<SdkResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response) throw error instanceof Error ? error : new TypeError('Failed to fetch');
  if (response.ok) return data as T;
  throw new HttpError(serverMessage(error) ?? response.statusText, response.status, error);
}
