import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { clearSession, setSession } from '../auth/session';
import { apiError, holdSessionCookies, json, mockApi, sessionFor } from '../test/api-mock';
import { ADMIN_API_URL } from './dataProvider';
import { httpClient } from './http-client';

// react-admin's simple-rest provider calls httpClient with URLs under its base.
const USERS = `${ADMIN_API_URL}/users`;

afterEach(() => clearSession());

describe('httpClient', () => {
  it('sends the bearer token of the session', async () => {
    setSession(sessionFor('ADMIN', 'tok'));
    const { requests } = mockApi({ adminUsersList: json(200, []) });
    await httpClient(USERS);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    holdSessionCookies();
    setSession(sessionFor('ADMIN', 'old'));
    const { requests } = mockApi({
      adminUsersList: [apiError(401, 'Token expired'), json(200, [])],
      authRefresh: json(200, sessionFor('ADMIN', 'new')),
    });
    await expect(httpClient(USERS)).resolves.toMatchObject({ json: [] });
    expect(requests.map((r) => `${r.operation} ${r.headers.get('Authorization') ?? ''}`)).toEqual([
      'adminUsersList Bearer old',
      'authRefresh ',
      'adminUsersList Bearer new',
    ]);
  });

  it('gives up with the 401 when the refresh fails', async () => {
    setSession(sessionFor('ADMIN', 'old'));
    mockApi({
      adminUsersList: apiError(401, 'Token expired'),
      authRefresh: apiError(401, 'No session'),
    });
    await expect(httpClient(USERS)).rejects.toMatchObject({ status: 401 });
  });

  it("carries the API's readable message, also when it is a list of sentences", async () => {
    setSession(sessionFor('ADMIN', 'tok'));
    mockApi({
      adminUsersCreate: json(400, {
        statusCode: 400,
        error: 'email must be an email',
        message: ['email must be an email'],
      }),
      adminUsersUpdate: apiError(409, 'This e-mail address is already registered'),
    });
    const listError: unknown = await httpClient(USERS, { method: 'POST', body: '{}' }).catch(
      (e: unknown) => e,
    );
    expect(listError).toBeInstanceOf(HttpError);
    expect((listError as HttpError).message).toBe('email must be an email');
    await expect(httpClient(`${USERS}/3`, { method: 'PUT', body: '{}' })).rejects.toMatchObject({
      status: 409,
      message: 'This e-mail address is already registered',
    });
  });
});
