// Browser journey of issue 27 (tournament day without a network), on a player's phone (390 px): a phone that opened
// the live pairings once shows them again after a reload while the server cannot be reached, marked offline with
// the time they were received, and shows a result entered meanwhile as soon as the server answers again (within one
// polling interval); a signed-in member's own table stays on their tournament page when the phone goes offline
// (Playwright's setOffline), and the page refreshes itself when it is back. The tournament, its players and its
// results come through the API; axe checks the offline states.
//
// The first reload is made with the API out of reach (its requests fail as without a network): the page itself
// still comes from the server. Then the phone goes offline for real (setOffline) and reloads, the page coming from
// the service worker.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiLogin, apiMember, bearer, body, newApplicant } from './support/api';
import { loginViaUi } from './support/auth';
import { expect, skipWithoutChromium, test } from './support/fixtures';

skipWithoutChromium();

const PHONE = { width: 390, height: 844 };
const EVENT = `Rainy Hall Cup ${Date.now().toString(36)}`;
/** The live pages' polling interval (frontend/src/pages/tournaments/use-live-tournament.ts, LIVE_POLL_MS). */
const LIVE_POLL_MS = 5000;
const OFFLINE_MARK = 'Offline — showing the last update';

const ash = newApplicant('Ash', 'Ketchum');
const misty = newApplicant('Misty', 'Waterflower');

/** A phone-sized browser of its own (each person has their own session and storage), kept on this machine. */
async function phone(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
  await context.route(
    (url) => !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
  return { context, page: await context.newPage() };
}

/** Every UK clock minute ('14:32') from one instant to another: when the last answer came lies between. */
function ukMinutes(from: number, to: number): string[] {
  const clock = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/London',
  });
  const minutes = new Set<string>();
  for (let at = from - 60_000; at <= to + 60_000; at += 30_000) minutes.add(clock.format(at));
  return [...minutes];
}

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test("a player's phone keeps the live pairings and their own table through a lost connection", async ({
  browser,
  request,
  e2e,
}, testInfo) => {
  test.setTimeout(120_000);
  const adminToken = await apiLogin(request, e2e.adminEmail, e2e.adminPassword);
  const admin = { email: e2e.adminEmail, password: e2e.adminPassword };
  let tournamentId = 0;
  let ashTable = 0;

  await test.step('two members play a tournament; round 1 is paired (through the API)', async () => {
    const date = new Date(Date.now() + 7 * 86_400_000);
    const event = await body<{ id: number }>(
      await request.post('/api/events', {
        headers: bearer(adminToken),
        data: { title: EVENT, date: date.toISOString(), type: 'TOURNAMENT', description: 'Standard.' },
      }),
      'create the event',
    );
    for (const member of [ash, misty]) {
      await apiMember(request, admin, member);
      const token = await apiLogin(request, member.email, member.password);
      await body(
        await request.post(`/api/events/${event.id}/register`, {
          headers: bearer(token),
          data: { familyMemberIds: [] },
        }),
        `register ${member.firstName}`,
      );
    }
    const tournament = await body<{ id: number }>(
      await request.post('/api/tournaments', {
        headers: bearer(adminToken),
        data: {
          eventId: event.id,
          format: 'standard',
          bestOf: 3,
          roundMinutes: 45,
          divisionsApart: false,
          topCut: false,
          deckListDeadline: date.toISOString(),
        },
      }),
      'run the event as a tournament',
    );
    tournamentId = tournament.id;
    const { players } = await body<{ players: { id: number }[] }>(
      await request.post(`/api/tournaments/${tournamentId}/check-in`, { headers: bearer(adminToken) }),
      'start check-in',
    );
    for (const player of players) {
      await body(
        await request.put(`/api/tournaments/${tournamentId}/players/${player.id}/check-in`, {
          headers: bearer(adminToken),
          data: { checkedIn: true },
        }),
        'check a player in',
      );
    }
    const [match] = await body<{ table: number }[]>(
      await request.post(`/api/tournaments/${tournamentId}/rounds`, {
        headers: bearer(adminToken),
        data: { round: 1 },
      }),
      'pair round 1',
    );
    ashTable = match.table;
  });

  const watcher = await phone(browser, e2e.baseUrl);
  const pairings = watcher.page;
  const round = pairings.getByRole('table', { name: 'Round 1' });

  await test.step('a phone opens the live pairings once, with the network', async () => {
    await pairings.goto(`/tournaments/${tournamentId}/pairings`);
    await expect(round.getByRole('row', { name: /Ash K\./ })).toContainText('Playing');
    await expect(pairings.getByText('This page updates by itself.')).toBeVisible();
    await expect(pairings.getByText(OFFLINE_MARK)).toHaveCount(0);
  });

  let received = Date.now();
  await test.step('the server is out of reach and the phone reloads: the last pairings, their time, the mark', async () => {
    const opened = received;
    // Every request to the API now fails as without a network.
    await watcher.context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    received = Date.now();
    await pairings.reload();
    await expect(round.getByRole('row', { name: /Ash K\./ })).toContainText('Playing');
    const status = pairings.getByRole('status').filter({ hasText: OFFLINE_MARK });
    await expect(status).toBeVisible();
    const shown = /Last updated (\d\d:\d\d)/.exec((await status.textContent()) ?? '')?.[1];
    expect(ukMinutes(opened, received)).toContain(shown);
    await expect(pairings.getByText('This page updates by itself.')).toHaveCount(0);
    await expectNoA11yViolations(pairings, 'live pairings, offline after a reload', testInfo);
  });

  await test.step('the organiser enters the result meanwhile; back online, the phone shows it by itself', async () => {
    const matches = await body<{ id: number; table: number }[]>(
      await request.get(`/api/tournaments/${tournamentId}/matches`, { headers: bearer(adminToken) }),
      'the tables',
    );
    await body(
      await request.put(`/api/tournaments/${tournamentId}/matches/${matches[0].id}/result`, {
        headers: bearer(adminToken),
        data: { outcome: 'A_WINS' },
      }),
      'enter the result',
    );
    await watcher.context.unroute('**/api/**');
    await expect(round.getByRole('row', { name: /Ash K\./ })).toContainText(/won/, {
      timeout: LIVE_POLL_MS + 1000,
    });
    await expect(pairings.getByText(OFFLINE_MARK)).toHaveCount(0);
    await expect(pairings.getByText('This page updates by itself.')).toBeVisible();
  });

  await test.step('the phone itself offline: a reload from the service worker shows the same', async () => {
    await pairings.evaluate(() => navigator.serviceWorker.ready);
    await pairings.reload(); // now under the worker's control
    await expect(round.getByRole('row', { name: /Ash K\./ })).toContainText(/won/);
    await watcher.context.setOffline(true);
    await pairings.reload();
    await expect(round.getByRole('row', { name: /Ash K\./ })).toContainText(/won/);
    await expect(pairings.getByRole('status').filter({ hasText: OFFLINE_MARK })).toContainText(
      /Last updated \d\d:\d\d/,
    );
    await expectNoA11yViolations(pairings, 'live pairings, offline reload from the service worker', testInfo);
    await watcher.context.setOffline(false);
    await expect(pairings.getByText('This page updates by itself.')).toBeVisible({
      timeout: LIVE_POLL_MS + 1000,
    });
    await expect(pairings.getByText(OFFLINE_MARK)).toHaveCount(0);
  });
  await watcher.context.close();

  const player = await phone(browser, e2e.baseUrl);
  const entry = player.page.getByRole('region', { name: 'Ash Ketchum' });

  await test.step("a member's own table stays on their tournament page when the phone goes offline", async () => {
    await player.page.goto('/login');
    await loginViaUi(player.page, ash.email, ash.password);
    await player.page.goto(`/tournaments/${tournamentId}`);
    const myTable = entry.getByRole('heading', { name: `Round 1, table ${ashTable}` });
    await expect(myTable).toBeVisible();
    await player.context.setOffline(true);
    await expect(player.page.getByRole('status').filter({ hasText: OFFLINE_MARK })).toContainText(
      /Last updated \d\d:\d\d/,
    );
    await expect(myTable).toBeVisible();
    await expectNoA11yViolations(player.page, 'tournament page, offline', testInfo);
    await player.context.setOffline(false);
    await expect(player.page.getByText(OFFLINE_MARK)).toHaveCount(0, { timeout: LIVE_POLL_MS + 1000 });
    await expect(myTable).toBeVisible();
  });
  await player.context.close();
});
