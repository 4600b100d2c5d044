import { createTestApp, type TestApp } from './support/test-app.js';
import { listRouteAccess } from './support/routes.js';

/**
 * The reviewed access of every route. A new route, or a changed access, fails this test until the table is
 * updated here, so every permission change shows up in review.
 */
const REVIEWED: Record<string, string> = {
  'DELETE /api/admin/users/:id': 'admin',
  'DELETE /api/admin/users/:id/reject': 'admin',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/users/:id': 'admin',
  'GET /api/admin/users/pending': 'admin',
  'GET /api/admin/users/recent': 'admin',
  'GET /api/auth/me': 'signed-in',
  'GET /api/health': 'public',
  'POST /api/admin/users': 'admin',
  'POST /api/auth/change-password': 'member',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/refresh': 'public',
  'POST /api/auth/signup': 'public',
  'PUT /api/admin/users/:id': 'admin',
  'PUT /api/admin/users/:id/approve': 'admin',
  'PUT /api/users/me': 'member',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route access', () => {
  it('matches the reviewed table for every route', () => {
    const actual = Object.fromEntries(listRouteAccess(t.app).map((row) => [row.route, row.access]));
    expect(actual).toEqual(REVIEWED);
  });

  it('refuses anonymous callers on every non-public route', async () => {
    for (const [route, access] of Object.entries(REVIEWED)) {
      if (access === 'public') continue;
      const [method, path] = route.split(' ');
      const response = await t.call(path.replace(':id', '1'), { method, body: method === 'GET' ? undefined : {} });
      expect({ route, status: response.status }).toEqual({ route, status: 401 });
    }
  });

  it('refuses members on every admin route', async () => {
    const member = await t.newUser();
    for (const [route, access] of Object.entries(REVIEWED)) {
      if (access !== 'admin') continue;
      const [method, path] = route.split(' ');
      const response = await t.call(path.replace(':id', '1'), {
        method,
        headers: member.auth,
        body: method === 'GET' ? undefined : {},
      });
      expect({ route, status: response.status }).toEqual({ route, status: 403 });
    }
  });
});
