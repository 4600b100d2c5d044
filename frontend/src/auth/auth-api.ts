/**
 * The three auth calls the shell makes, through the generated SDK. Each answers a small result
 * instead of throwing for HTTP errors, so the forms can show the spec's messages; a network failure
 * (no response at all) is reported separately because the spec words it differently.
 */
import { anonymousClient } from '../api/client';
import { authLogin, authLogout, authSignup } from '../api/generated/sdk.gen';
import type { AuthSessionDto, LoginDto, SignupDto } from '../api/generated/types.gen';
import { serverMessage } from '../shared/api-error';

export type CallResult<T> =
  | { readonly kind: 'ok'; readonly data: T }
  | { readonly kind: 'rejected'; readonly status: number; readonly message: string | null }
  | { readonly kind: 'network-error' };

async function settle<T>(
  call: Promise<{ data?: T; error?: unknown; response?: Response }>,
): Promise<CallResult<T>> {
  let result: { data?: T; error?: unknown; response?: Response };
  try {
    result = await call;
  } catch {
    return { kind: 'network-error' };
  }
  const { response } = result;
  if (!response) return { kind: 'network-error' };
  if (response.ok) return { kind: 'ok', data: result.data as T };
  return { kind: 'rejected', status: response.status, message: serverMessage(result.error) };
}

// These send without the session: a 401 there means 'wrong password', not 'refresh and retry'.
export function loginRequest(body: LoginDto): Promise<CallResult<AuthSessionDto>> {
  return settle(authLogin({ body, client: anonymousClient }));
}

export function signupRequest(body: SignupDto): Promise<CallResult<unknown>> {
  return settle(authSignup({ body, client: anonymousClient }));
}

export function logoutRequest(): Promise<CallResult<unknown>> {
  return settle(authLogout({ client: anonymousClient }));
}
