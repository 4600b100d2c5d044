import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { clearSession, setSession } from '../auth/session';
import { apiError, json, mockApi, sessionFor } from '../test/api-mock';
import { httpClient } from './http-client';

afterEach(() => clearSession());

describe('httpClient', () => {
  it('sends the bearer token of the session', async () => {
    setSession(sessionFor('ADMIN', 'tok'));
    const { requests } = mockApi({ 'GET /api/admin/users/pending': json(200, []) });
    await httpClient('/api/admin/users/pending');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    setSession(sessionFor('ADMIN', 'old'));
    const { requests } = mockApi({
      'GET /api/admin/users/recent': [apiError(401, 'Token expired'), json(200, [])],
      'POST /api/auth/refresh': json(200, sessionFor('ADMIN', 'new')),
    });
    await expect(httpClient('/api/admin/users/recent')).resolves.toMatchObject({ json: [] });
    expect(requests.map((r) => `${r.method} ${r.path} ${r.headers.get('Authorization') ?? ''}`)).toEqual([
      'GET /api/admin/users/recent Bearer old',
      'POST /api/auth/refresh ',
      'GET /api/admin/users/recent Bearer new',
    ]);
  });

  it('gives up with the 401 when the refresh fails', async () => {
    setSession(sessionFor('ADMIN', 'old'));
    mockApi({
      'GET /api/admin/users': apiError(401, 'Token expired'),
      'POST /api/auth/refresh': apiError(401, 'No session'),
    });
    await expect(httpClient('/api/admin/users')).rejects.toMatchObject({ status: 401 });
  });

  it("carries the API's readable message, also when it is a list of sentences", async () => {
    setSession(sessionFor('ADMIN', 'tok'));
    mockApi({
      'POST /api/admin/users': json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: ['email must be an email'],
      }),
      'PUT /api/admin/users/3': apiError(409, 'This e-mail address is already registered'),
    });
    const listError: unknown = await httpClient('/api/admin/users', { method: 'POST', body: '{}' }).catch(
      (e: unknown) => e,
    );
    expect(listError).toBeInstanceOf(HttpError);
    expect((listError as HttpError).message).toBe('email must be an email');
    await expect(httpClient('/api/admin/users/3', { method: 'PUT', body: '{}' })).rejects.toMatchObject({
      status: 409,
      message: 'This e-mail address is already registered',
    });
  });
});
