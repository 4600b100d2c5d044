import { vi } from 'vitest';
import type { UserDto } from '../api/generated/types.gen';
import { SESSION_HINT_COOKIE } from '../auth/session';
import { operationOf, type Operation } from './api-operations';

export type { Operation } from './api-operations';

/** One request as the (stubbed) network saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  /** The SDK operation the request is for (undefined for a route the API does not have). */
  operation: Operation | undefined;
  /** Its path parameters, e.g. `{ id: '7' }`. */
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Reply = Response | Error | ((request: SeenRequest) => Response | Error | Promise<Response | Error>);

export const json = (status: number, body?: unknown): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });

/** An error answer as the server writes it: `error` repeats the sentence in `message`. */
export const apiError = (status: number, message: string): Response =>
  json(status, { statusCode: status, error: message, message });

/** Replies by SDK operation ('authRefresh', 'decksGet'…), so fakes follow the routes of the OpenAPI document. */
export type MockRoutes = Partial<Record<Operation, Reply | Reply[]>>;

/**
 * Replaces `globalThis.fetch` with a tiny fake server: `routes` maps an SDK operation to a reply (a
 * Response, an Error to simulate a network failure, or a function of the request). A reply list is
 * used up in order. Unknown routes answer 404. Returns the requests seen.
 */
export function mockApi(routes: MockRoutes): { requests: SeenRequest[] } {
  const requests: SeenRequest[] = [];
  const queues = new Map(Object.entries(routes).map(([k, v]) => [k, Array.isArray(v) ? [...v] : v]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(
        input instanceof Request ? input : new URL(String(input), window.location.href),
        init,
      );
      const text = await request.clone().text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: keep the text
      }
      const url = new URL(request.url);
      const route = operationOf(request.method, url.pathname);
      const seen: SeenRequest = {
        method: request.method,
        path: url.pathname,
        operation: route?.operation,
        params: route?.params ?? {},
        query: url.searchParams,
        headers: request.headers,
        body,
        credentials: init?.credentials ?? (input instanceof Request ? input.credentials : undefined),
      };
      requests.push(seen);
      const entry = seen.operation ? queues.get(seen.operation) : undefined;
      let reply: Reply | undefined = Array.isArray(entry) ? entry.shift() : entry;
      if (reply === undefined) reply = apiError(404, `No mock for ${seen.method} ${seen.path}`);
      const result = typeof reply === 'function' ? await reply(seen) : reply;
      if (result instanceof Error) throw result;
      return result.clone();
    }),
  );
  return { requests };
}

export function makeUser(role: UserDto['role'], overrides: Partial<UserDto['profile']> = {}): UserDto {
  return {
    id: role === 'ADMIN' ? 1 : role === 'MEMBER' ? 2 : 3,
    email: `${role.toLowerCase()}@example.org`,
    role,
    createdAt: '2026-01-15T10:00:00.000Z',
    approvedAt: role === 'PENDING' ? null : '2026-01-16T10:00:00.000Z',
    profile: {
      firstName: role === 'ADMIN' ? 'Misty' : 'Ash',
      lastName: 'Ketchum',
      avatar: 25,
      avatarUrl: 'https://img.invalid/25.png',
      bio: null,
      location: null,
      ...overrides,
    },
  };
}

export const sessionFor = (role: UserDto['role'], token = `token-${role}`) => ({
  user: makeUser(role),
  accessToken: token,
});

/** A browser that holds a session: the server's hint cookie beside the (httpOnly, unseen) refresh cookie. */
export function holdSessionCookies(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/; SameSite=Strict`;
}

/**
 * The browser as the app finds it at start, and the server's answer to its refresh call: signed in as `role`
 * (the browser holds the session's cookies), or signed out (it holds none, so the app does not ask).
 */
export function refreshAs(role: UserDto['role'] | null): Response {
  if (role === null) return apiError(401, 'Not signed in');
  holdSessionCookies();
  return json(200, sessionFor(role));
}
