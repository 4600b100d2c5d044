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
  'POST /api/auth/logout-all': 'signed-in',
  'POST /api/auth/refresh': 'public',
  'POST /api/auth/signup': 'public',
  'PUT /api/admin/users/:id': 'admin',
  'PUT /api/admin/users/:id/approve': 'admin',
  'PUT /api/users/me': 'member',
  // The link mailed to a new address works in any browser; its single-use token is the proof.
  'POST /api/users/confirm-email': 'public',
  'GET /api/pokemon/health': 'public',
  'GET /api/pokemon/images/:id/:size': 'public',
  'GET /api/pokemon/cards/search': 'member',
  'GET /api/pokemon/cards/:id': 'member',
  'GET /api/pokemon/formats': 'member',
  'PUT /api/admin/formats/:code': 'admin',
  'GET /api/admin/cards/imports': 'admin',
  'GET /api/admin/cards/imports/:id': 'admin',
  'POST /api/admin/cards/imports': 'admin',
  'GET /api/pokemon/decks': 'member',
  'POST /api/pokemon/decks': 'member',
  'GET /api/pokemon/decks/:id': 'member',
  'GET /api/pokemon/decks/:id/sheet.pdf': 'member',
  'PUT /api/pokemon/decks/:id': 'member',
  'PUT /api/pokemon/decks/print-choices': 'member',
  'DELETE /api/pokemon/decks/:id': 'member',
  'POST /api/pokemon/decks/:id/duplicate': 'member',
  'POST /api/pokemon/decks/:id/cards': 'member',
  'POST /api/pokemon/decks/validate': 'member',
  'POST /api/pokemon/decks/import/ptcgl': 'member',
  'POST /api/pokemon/decks/export/ptcgl': 'member',
  // Community (issue 10)
  'GET /api/events': 'public',
  'GET /api/events.ics': 'public',
  'GET /api/events/:id.ics': 'public',
  'POST /api/events': 'admin',
  'PUT /api/events/:id': 'admin',
  'DELETE /api/events/:id': 'admin',
  'GET /api/events/:id/registrations': 'admin',
  'GET /api/events/user/:userId/registrations': 'member',
  'POST /api/events/:id/register': 'member',
  'DELETE /api/events/:id/unregister': 'member',
  'GET /api/admin/events': 'admin',
  'GET /api/admin/events/:id': 'admin',
  'POST /api/admin/events': 'admin',
  'PUT /api/admin/events/:id': 'admin',
  'DELETE /api/admin/events/:id': 'admin',
  // Tournaments (issue 13)
  'GET /api/tournaments': 'public',
  'GET /api/tournaments/:id': 'public',
  'GET /api/tournaments/:id/live': 'public',
  'GET /api/tournaments/:id/live/members': 'member',
  'GET /api/tournaments/:id/me': 'member',
  'GET /api/tournaments/my-tables': 'member',
  'PUT /api/tournaments/:id/players/:playerId/deck-list': 'member',
  'GET /api/tournaments/:id/players/:playerId/deck-list': 'member',
  'GET /api/tournaments/:id/deck-lists': 'member',
  'POST /api/tournaments/:id/matches/:matchId/report': 'member',
  'POST /api/tournaments/:id/players/:playerId/drop': 'member',
  'POST /api/tournaments': 'admin',
  'PUT /api/tournaments/:id': 'admin',
  'POST /api/tournaments/:id/check-in': 'admin',
  'GET /api/tournaments/:id/players': 'admin',
  'POST /api/tournaments/:id/players': 'admin',
  'PUT /api/tournaments/:id/players/:playerId/check-in': 'admin',
  'POST /api/tournaments/:id/rounds': 'admin',
  'GET /api/tournaments/:id/matches': 'admin',
  'PUT /api/tournaments/:id/matches/:matchId/result': 'admin',
  'GET /api/tournaments/:id/results-log': 'admin',
  'POST /api/tournaments/:id/finish': 'admin',
  'PUT /api/tournaments/:id/deck-lists/published': 'admin',
  'GET /api/tournaments/:id/export/standings': 'admin',
  'GET /api/tournaments/:id/export/deck-lists': 'admin',
  // The organiser's desk offline (issue 27)
  'GET /api/admin/tournaments/:id/desk': 'admin',
  'POST /api/admin/tournaments/:id/desk-actions': 'admin',
  // Deck-list sheets (issue 35 §4)
  'GET /api/admin/tournaments/:id/deck-lists.pdf': 'admin',
  'POST /api/admin/tournaments/tom': 'admin',
  'GET /api/admin/tournaments/:id/tom-file': 'admin',
  'GET /api/admin/events/recent-registrations': 'admin',
  'GET /api/family-members': 'member',
  'POST /api/family-members': 'member',
  'PUT /api/family-members/:id': 'member',
  'DELETE /api/family-members/:id': 'member',
  'GET /api/admin/family-members': 'admin',
  'GET /api/content-sections': 'public',
  'GET /api/content-sections/:name': 'public',
  'POST /api/content-items': 'admin',
  'PUT /api/content-items/:id': 'admin',
  'DELETE /api/content-items/:id': 'admin',
  'GET /api/admin/content-items': 'admin',
  'GET /api/admin/content-items/:id': 'admin',
  'POST /api/admin/content-items': 'admin',
  'PUT /api/admin/content-items/:id': 'admin',
  'DELETE /api/admin/content-items/:id': 'admin',
  'GET /api/leaderboard': 'member',
  'GET /api/admin/achievements': 'admin',
  'GET /api/admin/achievements/:id': 'admin',
  'POST /api/admin/achievements': 'admin',
  'PUT /api/admin/achievements/:id': 'admin',
  'DELETE /api/admin/achievements/:id': 'admin',
  'POST /api/contact': 'public',
  'GET /api/admin/contact-messages': 'admin',
  'GET /api/admin/contact-messages/:id': 'admin',
  'PUT /api/admin/contact-messages/:id': 'admin',
  'DELETE /api/admin/contact-messages/:id': 'admin',
  'GET /api/admin/overview': 'admin',
  'GET /api/admin/backups/status': 'admin',
  // Marketplace (issue 12)
  'GET /api/images/:id/:size': 'public',
  'GET /api/releases': 'public',
  'GET /api/admin/releases': 'admin',
  'GET /api/admin/releases/:id': 'admin',
  'POST /api/admin/releases': 'admin',
  'PUT /api/admin/releases/:id': 'admin',
  'DELETE /api/admin/releases/:id': 'admin',
  'GET /api/artworks': 'public',
  'POST /api/artworks/:id/enquiries': 'public',
  'GET /api/admin/artworks': 'admin',
  'GET /api/admin/artworks/:id': 'admin',
  'POST /api/admin/artworks': 'admin',
  'POST /api/admin/artworks/images': 'admin',
  'PUT /api/admin/artworks/:id': 'admin',
  'DELETE /api/admin/artworks/:id': 'admin',
  'GET /api/trades/public': 'public',
  'POST /api/trades/public/:id/enquiries': 'public',
  'GET /api/trades/members-only': 'member',
  'GET /api/trades/mine': 'member',
  'GET /api/trades/offers/mine': 'member',
  'POST /api/trades': 'member',
  'PUT /api/trades/:id': 'member',
  'POST /api/trades/:id/withdraw': 'member',
  'POST /api/trades/:id/offers': 'member',
  'POST /api/trades/offers/:id/accept': 'member',
  'POST /api/trades/offers/:id/decline': 'member',
  'POST /api/trades/offers/:id/withdraw': 'member',
  // Forum (issue 11)
  'GET /api/forum/categories': 'member',
  'POST /api/forum/categories': 'admin',
  'PUT /api/forum/categories/:id': 'admin',
  'DELETE /api/forum/categories/:id': 'admin',
  'GET /api/forum/posts': 'member',
  'POST /api/forum/posts': 'member',
  'GET /api/forum/posts/:id': 'member',
  'PUT /api/forum/posts/:id': 'member',
  'DELETE /api/forum/posts/:id': 'member',
  'POST /api/forum/posts/:id/like': 'member',
  'PUT /api/forum/posts/:id/pin': 'admin',
  'POST /api/forum/comments': 'member',
  'PUT /api/forum/comments/:id': 'member',
  'DELETE /api/forum/comments/:id': 'member',
};

/** A real-looking path for a route pattern. */
function concrete(path: string): string {
  return path
    .replace(':id/:size', 'sv1-1/small')
    .replace(':id', '1')
    .replace(':userId', '1')
    .replace(':code', 'standard');
}

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
      const response = await t.call(concrete(path), { method, body: method === 'GET' ? undefined : {} });
      expect({ route, status: response.status }).toEqual({ route, status: 401 });
    }
  });

  it('refuses members on every admin route', async () => {
    const member = await t.newUser();
    for (const [route, access] of Object.entries(REVIEWED)) {
      if (access !== 'admin') continue;
      const [method, path] = route.split(' ');
      const response = await t.call(concrete(path), {
        method,
        headers: member.auth,
        body: method === 'GET' ? undefined : {},
      });
      expect({ route, status: response.status }).toEqual({ route, status: 403 });
    }
  });
});
