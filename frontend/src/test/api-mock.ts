import type { UserDto } from '../api/generated/types.gen';
import { SESSION_HINT_COOKIE } from '../auth/session';
import type { Operation } from './api-operations';
import { answerRequests, type SeenRequest } from './fake-network';

export type { Operation } from './api-operations';
export type { SeenRequest } from './fake-network';

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
 * Answers the app's requests (through msw, test/fake-network.ts) by SDK operation: `routes` maps an operation to
 * a reply (a Response, an Error to simulate a network failure, or a function of the request). A reply list is
 * used up in order. Unknown routes answer 404. Returns the requests seen.
 */
export function mockApi(routes: MockRoutes): { requests: SeenRequest[] } {
  const queues = new Map(Object.entries(routes).map(([k, v]) => [k, Array.isArray(v) ? [...v] : v]));
  const requests = answerRequests(async (seen) => {
    const entry = seen.operation ? queues.get(seen.operation) : undefined;
    const reply: Reply =
      (Array.isArray(entry) ? entry.shift() : entry) ??
      apiError(404, `No mock for ${seen.method} ${seen.path}`);
    return typeof reply === 'function' ? reply(seen) : reply;
  });
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
      playerId: null,
      birthDate: null,
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
