import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { clearSession, setSession } from '../auth/session';
import { apiError, holdSessionCookies, json, makeUser, mockApi, sessionFor } from '../test/api-mock';
import { dataProvider } from './dataProvider';

afterEach(() => clearSession());

describe("the admin's calls that are not CRUD", () => {
  it('go through the generated client with the bearer token and answer the data', async () => {
    setSession(sessionFor('ADMIN', 'tok'));
    const approved = makeUser('MEMBER');
    const { requests } = mockApi({ adminUsersApprove: json(200, approved) });
    await expect(dataProvider.approveUser(3)).resolves.toEqual(approved);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it("fail as react-admin's HttpError with the API's readable message", async () => {
    setSession(sessionFor('ADMIN', 'tok'));
    mockApi({ adminUsersReject: apiError(409, 'Only a pending account can be rejected') });
    const error: unknown = await dataProvider.rejectUser(3).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, message: 'Only a pending account can be rejected' });
  });

  it('refresh once on a 401, and hand a lasting 401 to react-admin', async () => {
    holdSessionCookies();
    setSession(sessionFor('ADMIN', 'old'));
    const { requests } = mockApi({
      adminUsersPending: apiError(401, 'Token expired'),
      authRefresh: apiError(401, 'Session ended'),
    });
    await expect(dataProvider.getPendingUsers()).rejects.toMatchObject({ status: 401 });
    expect(requests.map((r) => r.operation)).toEqual(['adminUsersPending', 'authRefresh']);
  });

  it('rethrow a network failure as it is', async () => {
    setSession(sessionFor('ADMIN', 'tok'));
    mockApi({ adminUsersRecent: new TypeError('Failed to fetch') });
    await expect(dataProvider.getRecentUsers()).rejects.toBeInstanceOf(TypeError);
  });
});
