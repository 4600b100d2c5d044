// Browser journey of issue 13 (tournament day), at phone width: a member submits a deck list (refused with the
// validator's reasons first, then accepted), sees their table once round 1 is paired and reports the result;
// the organiser checks everyone in, pairs, confirms the report and pairs round 2; the standings page, opened
// before the result and never reloaded, shows round 1's standings by itself. The accounts, the event and the
// other table's results come through the API; axe checks every page on the way.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiLogin, apiMember, bearer, body, newApplicant } from './support/api';
import { loginViaUi } from './support/auth';
import { CARD_DATA_DIR, LEGAL_LIST } from './support/card-data';
import { expect, skipWithoutChromium, test } from './support/fixtures';

skipWithoutChromium();

const PHONE = { width: 375, height: 812 };
const EVENT = `Winter League Challenge ${Date.now().toString(36)}`;

/** The same list with five Nest Ball and one Switch fewer: refused (at most four copies). */
const FIVE_COPIES = LEGAL_LIST.replace('4 Nest Ball TDC 31', '5 Nest Ball TDC 31').replace(
  '3 Switch TDC 33',
  '2 Switch TDC 33',
);

// Two new accounts only (sign-ups per address are limited, and the journeys share one server): two members, and
// the second one's two children, who play as Juniors beside them (age-modified Swiss pairs each division within
// itself first, so the members meet at one table and the children at the other).
const ash = newApplicant('Ash', 'Ketchum');
const misty = newApplicant('Misty', 'Waterflower');
const CHILDREN = ['Lily', 'Max'];

interface Match {
  id: number;
  playerA: { name: string };
  playerB: { name: string } | null;
}

/** The card catalogue the validator judges lists against: the fixture's, imported as the admin would. */
async function importCards(request: APIRequestContext, adminToken: string) {
  const job = await body<{ id: string }>(
    await request.post('/api/admin/cards/imports', {
      headers: bearer(adminToken),
      data: { source: CARD_DATA_DIR },
    }),
    'start the card import',
  );
  await expect
    .poll(
      async () =>
        (
          await body<{ status: string }>(
            await request.get(`/api/admin/cards/imports/${job.id}`, { headers: bearer(adminToken) }),
            'follow the card import',
          )
        ).status,
      { timeout: 60_000 },
    )
    .toBe('succeeded');
}

/** A phone-sized browser of its own (each person has their own session), kept on this machine. */
async function phone(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
  await context.route(
    (url) => !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
  return { context, page: await context.newPage() };
}

async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/login');
  await loginViaUi(page, user.email, user.password);
}

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test('tournament day at phone width: list, table, result, confirmation, next round, live standings', async ({
  page,
  browser,
  request,
  e2e,
}, testInfo) => {
  test.setTimeout(180_000);
  const admin = { email: e2e.adminEmail, password: e2e.adminPassword };
  const adminToken = await apiLogin(request, admin.email, admin.password);
  let tournamentId = 0;

  await test.step('the organiser has a TOURNAMENT event; a member, and another with two children, register', async () => {
    await importCards(request, adminToken);
    const date = new Date(Date.now() + 7 * 86_400_000);
    const event = await body<{ id: number }>(
      await request.post('/api/events', {
        headers: bearer(adminToken),
        data: {
          title: EVENT,
          date: date.toISOString(),
          type: 'TOURNAMENT',
          description: 'Standard, best of three.',
        },
      }),
      'create the event',
    );
    for (const member of [ash, misty]) {
      await apiMember(request, admin, member);
      const token = await apiLogin(request, member.email, member.password);
      const familyMemberIds: number[] = [];
      for (const name of member === misty ? CHILDREN : []) {
        const child = await body<{ id: number }>(
          await request.post('/api/family-members', {
            headers: bearer(token),
            data: { name, age: 9, birthYear: new Date().getFullYear() - 9 },
          }),
          `add ${name}`,
        );
        familyMemberIds.push(child.id);
      }
      await body(
        await request.post(`/api/events/${event.id}/register`, {
          headers: bearer(token),
          data: { familyMemberIds },
        }),
        `register ${member.firstName}`,
      );
    }
  });

  const organiser = await phone(browser, e2e.baseUrl);
  const desk = organiser.page;
  const round = desk.getByRole('region', { name: /^Round \d+$|^No round paired yet\.$/ });

  await test.step('the organiser runs the event as a tournament from the admin', async () => {
    await signIn(desk, admin);
    await desk.goto('/admin/tournaments');
    await expect(desk.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
    await desk.getByRole('button', { name: `Run as a tournament: ${EVENT}` }).click();
    const setup = desk.getByRole('dialog', { name: `Run ${EVENT} as a tournament` });
    await setup.getByLabel('Round length (minutes)').fill('5');
    await setup.getByRole('button', { name: 'Run as a tournament' }).click();
    await expect(
      setup.getByText('Round length must be a whole number of minutes from 10 to 180.'),
    ).toBeVisible();
    await expectNoA11yViolations(desk, 'tournament setup', testInfo);
    await setup.getByLabel('Round length (minutes)').fill('45');
    await setup.getByRole('button', { name: 'Run as a tournament' }).click();
    await expect(desk.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
    tournamentId = Number(/\/admin\/tournaments\/(\d+)$/.exec(desk.url())?.[1]);
    expect(tournamentId).toBeGreaterThan(0);
  });

  const entry = page.getByRole('region', { name: 'Ash Ketchum' });

  await test.step('a member submits a list: refused with the reasons, then accepted', async () => {
    await signIn(page, ash);
    await page.goto('/events');
    await page.getByRole('link', { name: `Tournament page for ${EVENT}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
    await expect(
      page.getByText(/Standard · Best of three · 45-minute rounds · Registration open/),
    ).toBeVisible();
    await expect(entry.getByText('No list submitted yet.')).toBeVisible();
    await entry.getByRole('radio', { name: 'Paste from PTCGL' }).check();
    const text = entry.getByRole('textbox', { name: /Deck list \(PTCGL format\)/ });
    await text.fill(FIVE_COPIES);
    await entry.getByRole('button', { name: 'Submit deck list' }).click();
    const refusal = entry.getByRole('alert');
    await expect(refusal).toContainText('Your deck list was not accepted:');
    await expect(refusal.getByRole('listitem').first()).toContainText('Nest Ball');
    await expectNoA11yViolations(page, 'tournament page, list refused', testInfo);

    await text.fill(LEGAL_LIST);
    await entry.getByRole('button', { name: 'Submit deck list' }).click();
    await expect(page.getByText('Deck list accepted.')).toBeVisible();
    await expect(entry.getByText(/^Accepted /)).toBeVisible();
    await entry.getByRole('link', { name: 'View and print the sheet' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Ash Ketchum' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Trainer (30)' })).toBeVisible();
    await expectNoA11yViolations(page, 'deck-list sheet', testInfo);
  });

  await test.step('the organiser checks everyone in and pairs round 1', async () => {
    await desk.goto('/admin/tournaments');
    await desk.getByRole('link', { name: EVENT }).click();
    await expect(desk.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
    await desk.getByRole('button', { name: 'Start check-in' }).click();
    await expect(desk.getByText('Check-in started: registration is closed.')).toBeVisible();
    for (const name of ['Ash Ketchum', 'Misty Waterflower', ...CHILDREN]) {
      const checkIn = desk.getByLabel(`Check in ${name}`);
      await checkIn.click(); // checked once the server has it (no optimistic state)
      await expect(checkIn).toBeChecked();
    }
    await expectNoA11yViolations(desk, 'organiser desk, checked in', testInfo);
    await round.getByRole('button', { name: 'Pair round 1' }).click();
    await expect(desk.getByText('Round 1 paired.')).toBeVisible();
  });

  const watcher = await phone(browser, e2e.baseUrl);
  const standings = watcher.page;

  await test.step('the member sees their table and reports a win; the standings page waits', async () => {
    await standings.goto(`/tournaments/${tournamentId}/standings`);
    await expect(standings.getByRole('heading', { name: 'No standings yet' })).toBeVisible();
    await expectNoA11yViolations(standings, 'live standings, empty', testInfo);

    await page.goto(`/tournaments/${tournamentId}`);
    await expect(entry.getByRole('heading', { name: /^Round 1, table \d$/ })).toBeVisible();
    await expect(entry.getByText('Against Misty W. (0-0-0, 0 points)')).toBeVisible();
    await expect(entry.getByText('Deck lists are locked.')).toBeVisible();
    await entry
      .getByRole('group', { name: 'Report your result' })
      .getByRole('button', { name: 'I won' })
      .click();
    await expect(entry.getByText('You reported: You won. Waiting for Misty W. to confirm.')).toBeVisible();
    await expectNoA11yViolations(page, 'tournament page, result reported', testInfo);

    await page.goto(`/tournaments/${tournamentId}/pairings`);
    await expect(page.getByRole('table', { name: 'Round 1' })).toContainText('Awaiting confirmation');
    await expectNoA11yViolations(page, 'live pairings', testInfo);
  });

  await test.step("the other table's result is entered through the API", async () => {
    const matches = await body<Match[]>(
      await request.get(`/api/tournaments/${tournamentId}/matches`, { headers: bearer(adminToken) }),
      'the tables',
    );
    const other = matches.find((m) => m.playerB && ![m.playerA.name, m.playerB.name].includes('Ash K.'));
    expect(other, 'the table without the member').toBeDefined();
    await body(
      await request.put(`/api/tournaments/${tournamentId}/matches/${other!.id}/result`, {
        headers: bearer(adminToken),
        data: { outcome: 'A_WINS' },
      }),
      "enter the other table's result",
    );
  });

  await test.step('the organiser confirms the report and pairs round 2', async () => {
    await expect(round.getByText('Reported by Ash Ketchum: Ash Ketchum won')).toBeVisible();
    await round.getByRole('button', { name: /^Confirm: Result of table \d$/ }).click();
    await expect(round.getByText('Every result is in.')).toBeVisible();
    await expectNoA11yViolations(desk, 'organiser desk, results in', testInfo);
    await round.getByRole('button', { name: 'Pair round 2' }).click();
    await expect(desk.getByText('Round 2 paired.')).toBeVisible();
  });

  await test.step('the standings page shows round 1 without a reload', async () => {
    const table = standings.getByRole('table', { name: 'Masters, after round 1' });
    await expect(table).toBeVisible({ timeout: 15_000 });
    await expect(table.getByRole('row', { name: /Ash K\./ })).toContainText('1-0-0');
    await expect(standings.getByText('Round 2 of 3')).toBeVisible();
    // The watcher is not signed in: children are labels, never their names (docs/adr/0010).
    const juniors = standings.getByRole('table', { name: 'Juniors, after round 1' });
    await expect(juniors).toContainText('Junior player 1');
    await expect(juniors).toContainText('Junior player 2');
    for (const name of CHILDREN) await expect(standings.getByText(name, { exact: true })).toHaveCount(0);
    await expectNoA11yViolations(standings, 'live standings after round 1', testInfo);
  });

  await organiser.context.close();
  await watcher.context.close();
});
