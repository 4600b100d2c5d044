// Browser journeys of issue 34 §5 (docs/adr/0056): what the desk keeps belongs to the admin who kept it, and a
// session ends with its data however it ends. An admin checks two players in at the desk offline; their
// sessions are ended elsewhere before the desk can send; back online the browser forgets the admin but keeps the
// two actions, and another admin signing in on that browser sends nothing until they take them on. Then a
// member logs out offline: the page says the server is still to be told, and once back online the session is
// gone on the server (its old refresh cookie is refused).
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiFindUser, apiLogin, apiMember, bearer, body, newApplicant, type NewUser } from './support/api';
import { loginAdminViaUi, loginViaUi, logoutViaHeader } from './support/auth';
import { expect, skipWithoutChromium, test } from './support/fixtures';
import { fitsTheScreen } from './support/layout';

skipWithoutChromium();

const PENDING_LOGOUT = 'Signed out on this device; the server will be told when you are back online';

/** Every IndexedDB database and localStorage key of the page's origin whose name starts with `prefix`. */
function storesNamed(page: Page, prefix: string) {
  return page.evaluate(async (start) => {
    const databases = (await indexedDB.databases()).map(({ name }) => name ?? '');
    return [...databases, ...Object.keys(localStorage)].filter((name) => name.startsWith(start)).sort();
  }, prefix);
}

/** A new account made an admin by the e2e admin. */
async function newAdmin(
  request: APIRequestContext,
  adminToken: string,
  admin: { email: string; password: string },
  user: NewUser,
) {
  await apiMember(request, admin, user);
  const { id } = await apiFindUser(request, adminToken, user.email);
  await body(
    await request.put(`/api/admin/users/${id}`, { headers: bearer(adminToken), data: { role: 'ADMIN' } }),
    `make ${user.firstName} an admin`,
  );
}

test('the desk’s queue waits for its admin: another admin signing in on that browser sends nothing of it until they take it on', async ({
  page: desk,
  context,
  request,
  playwright,
  e2e,
}, testInfo) => {
  test.setTimeout(180_000);
  const mainAdmin = { email: e2e.adminEmail, password: e2e.adminPassword };
  const adminToken = await apiLogin(request, mainAdmin.email, mainAdmin.password);
  const cynthia = newApplicant('Cynthia', 'Shirona');
  const brock = newApplicant('Brock', 'Takeshi');
  const players = [newApplicant('Dawn', 'Hikari'), newApplicant('Barry', 'Jun')];
  let tournamentId = 0;
  const checkedIn = async () =>
    (
      await body<{ fullName: string; checkedIn: boolean }[]>(
        await request.get(`/api/tournaments/${tournamentId}/players`, { headers: bearer(adminToken) }),
        'players',
      )
    )
      .filter((player) => player.checkedIn)
      .map((player) => player.fullName);

  await test.step('two admins, and a tournament of two players in check-in (through the API)', async () => {
    for (const admin of [cynthia, brock]) await newAdmin(request, adminToken, mainAdmin, admin);
    const event = await body<{ id: number }>(
      await request.post('/api/events', {
        headers: bearer(adminToken),
        data: {
          title: `Handover Cup ${Date.now().toString(36)}`,
          date: new Date(Date.now() + 86_400_000).toISOString(),
          type: 'TOURNAMENT',
          description: 'Standard, best of one.',
        },
      }),
      'create the event',
    );
    for (const player of players) {
      await apiMember(request, mainAdmin, player);
      const token = await apiLogin(request, player.email, player.password);
      await body(
        await request.post(`/api/events/${event.id}/register`, { headers: bearer(token), data: {} }),
        `register ${player.firstName}`,
      );
    }
    tournamentId = (
      await body<{ id: number }>(
        await request.post('/api/tournaments', {
          headers: bearer(adminToken),
          data: {
            eventId: event.id,
            format: 'standard',
            bestOf: 1,
            roundMinutes: 30,
            divisionsApart: false,
            topCut: false,
            deckListDeadline: new Date(Date.now() + 3_600_000).toISOString(),
          },
        }),
        'set the tournament up',
      )
    ).id;
    await body(
      await request.post(`/api/tournaments/${tournamentId}/check-in`, { headers: bearer(adminToken) }),
      'start check-in',
    );
  });

  const status = desk.getByRole('status').filter({ hasText: /waiting to be sent|All changes sent/ });

  await test.step('Cynthia checks both players in at the desk while offline', async () => {
    await loginAdminViaUi(desk, cynthia.email, cynthia.password);
    await desk.goto(`/admin/tournaments/${tournamentId}`);
    await expect(status).toHaveText(/All changes sent/, { timeout: 30_000 });
    await desk.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 30_000 });
    await context.setOffline(true);
    // Each check-in is queued, then shown: click, and wait for the switch to say so.
    for (const player of players) {
      const checkIn = desk.getByRole('switch', { name: `Check in ${player.firstName} ${player.lastName}` });
      await checkIn.click();
      await expect(checkIn).toBeChecked();
    }
    await expect(status).toHaveText(/Offline — 2 actions waiting to be sent/);
  });

  await test.step('her sessions end elsewhere; back online, the browser forgets her but keeps the two actions', async () => {
    const elsewhere = await playwright.request.newContext({ baseURL: e2e.baseUrl });
    const token = await apiLogin(elsewhere, cynthia.email, cynthia.password);
    expect((await elsewhere.post('/api/auth/logout-all', { headers: bearer(token) })).status()).toBe(204);
    await elsewhere.dispose();
    await context.setOffline(false);
    // The desk tries to send, the server refuses the session: signed out here, her data gone but the queue.
    await expect
      .poll(() => storesNamed(desk, 'club-member-'), { timeout: 30_000 })
      .toEqual(['club-member-desk']);
    expect(await checkedIn()).toEqual([]);
  });

  await test.step('Brock signs in on that browser: the actions are named as hers, and nothing is sent', async () => {
    await desk.goto('/login');
    await loginAdminViaUi(desk, brock.email, brock.password);
    await desk.goto(`/admin/tournaments/${tournamentId}`);
    const left = desk.getByRole('region', { name: 'Left by Cynthia Shirona: 2 actions not sent' });
    await expect(left).toBeVisible();
    await expect(desk.getByRole('region', { name: 'Waiting to be sent' })).toContainText(
      `Check in ${players[0].firstName} ${players[0].lastName} (left by Cynthia Shirona)`,
    );
    await expectNoA11yViolations(desk, 'desk with another admin’s actions', testInfo);
    // The desk reads the server's state all the same, and still sends nothing of hers.
    await desk.waitForTimeout(3000);
    expect(await checkedIn()).toEqual([]);

    await desk.setViewportSize({ width: 390, height: 844 });
    await expect(desk.getByText('Left by Cynthia Shirona: 2 actions not sent')).toBeVisible();
    expect(await fitsTheScreen(desk)).toBe(true);
    await desk.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step('he takes them on: they go under his session, and the desk is up to date', async () => {
    const left = desk.getByRole('region', { name: 'Left by Cynthia Shirona: 2 actions not sent' });
    await left.getByRole('button', { name: 'Send them as mine' }).click();
    await expect(status).toHaveText(/All changes sent/, { timeout: 30_000 });
    await expect(left).toBeHidden();
    expect((await checkedIn()).sort()).toEqual(players.map((p) => `${p.firstName} ${p.lastName}`).sort());
  });
});

test('logging out offline says the server will be told, and ends the session there once back online', async ({
  page,
  context,
  request,
  playwright,
  e2e,
}, testInfo) => {
  const member = newApplicant('Misty', 'Kasumi');
  await apiMember(request, { email: e2e.adminEmail, password: e2e.adminPassword }, member);
  await loginViaUi(page, member.email, member.password);
  await page.goto('/dashboard');
  await expect(
    page.getByRole('banner').getByRole('button', { name: /Account menu for Misty/ }),
  ).toBeVisible();
  // The service worker keeps the app's scripts (the menu's among them), as on a member's phone.
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 30_000 });

  await context.setOffline(true);
  await logoutViaHeader(page, member.firstName);
  await expect(page.getByRole('status').filter({ hasText: PENDING_LOGOUT })).toBeVisible();
  await expect(page.getByText('Successfully logged out!')).toHaveCount(0);
  await expect.poll(() => storesNamed(page, 'club-member-')).toEqual([]);
  await expectNoA11yViolations(page, 'signed out offline', testInfo);
  // The refresh cookie is the server's to clear: it is still in the browser, its session still alive there.
  const refreshCookie = (await context.cookies()).find((cookie) => cookie.name === 'club_refresh');
  expect(refreshCookie).toBeDefined();

  await context.setOffline(false);
  await expect(page.getByText(PENDING_LOGOUT)).toHaveCount(0, { timeout: 15_000 });
  expect((await context.cookies()).some((cookie) => cookie.name === 'club_refresh')).toBe(false);
  // The session is gone on the server: its old cookie no longer renews anything.
  const elsewhere = await playwright.request.newContext({ baseURL: e2e.baseUrl });
  const refused = await elsewhere.post('/api/auth/refresh', {
    headers: { cookie: `club_refresh=${refreshCookie!.value}` },
  });
  expect(refused.status()).toBe(401);
  await elsewhere.dispose();
});
