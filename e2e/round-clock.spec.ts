// Browser journey of issue 35 §4–6: one round clock on every screen, the hall's screen, the desk at a real event.
// Eight players (two members both "James S." on the public pages, each with three family members, one a Junior) are
// entered and round 1 is paired through the API; James Smith's list is submitted. The organiser, at the desk, sees
// both Jameses in full with the Player ID, and starts the clock. A phone whose clock is ten minutes fast shows the
// same time left as the desk, within a second; the desk's +5 min, a table's extra time, and a pause made while the
// desk is offline reach the phone; at zero the phone says "Time!" and the extra turns. The hall's screen shows the
// clock in large type and pages the pairings by itself, naming no Junior. The print buttons give real PDFs. axe on
// each page; 390 px without sideways scroll.
import type { Browser, Page } from '@playwright/test';
import { readPdf } from '../backend/test/support/pdf-text';
import { expectNoA11yViolations } from './support/a11y';
import { apiLogin, apiMember, bearer, body, newApplicant } from './support/api';
import { loginAdminViaUi, loginViaUi } from './support/auth';
import { CARD_DATA_DIR, LEGAL_LIST } from './support/card-data';
import { expect, skipWithoutChromium, test } from './support/fixtures';
import { fitsTheScreen } from './support/layout';

skipWithoutChromium();

const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const TEN_MINUTES = 10 * 60_000;
const EVENT = `Clock Cup ${Date.now().toString(36)}`;
const smith = newApplicant('James', 'Smith');
const sutton = newApplicant('James', 'Sutton');
const SMITH_ID = '5152458';
const JUNIOR = 'Kiera Smith';

interface Match {
  id: number;
  table: number | null;
  playerA: { playerId: number; name: string };
  playerB: { playerId: number; name: string } | null;
}

/** Seconds a clock shows ('29:58' → 1798), or null when it shows none or 'Time!'. */
async function secondsShown(page: Page, scope = page.locator('body')): Promise<number | null> {
  const text = (await scope.getByRole('timer').first().textContent()) ?? '';
  const parts = /^(\d{1,2}):(\d\d)$/.exec(text.trim());
  return parts ? Number(parts[1]) * 60 + Number(parts[2]) : null;
}

/** The desk's and the phone's clocks read one after the other: their difference in seconds. */
async function clocksApart(desk: Page, phone: Page): Promise<number> {
  const [onDesk, onPhone] = [await secondsShown(desk), await secondsShown(phone)];
  expect(onDesk).not.toBeNull();
  expect(onPhone).not.toBeNull();
  return Math.abs(onDesk! - onPhone!);
}

async function phoneContext(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
  await context.route(
    (url) => !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
  return context;
}

test.use({ viewport: DESK });

test('one round clock: the desk, a phone ten minutes wrong, the hall’s screen; full names; the sheets as PDF', async ({
  page: desk,
  context,
  browser,
  request,
  e2e,
}, testInfo) => {
  test.setTimeout(300_000);
  const admin = { email: e2e.adminEmail, password: e2e.adminPassword };
  const adminToken = await apiLogin(request, admin.email, admin.password);
  let tournamentId = 0;
  let round1: Match[] = [];
  let smithTable = 0;
  const api = (path: string) => `/api/tournaments/${tournamentId}${path}`;

  await test.step('eight players entered, James Smith’s list in, round 1 paired (through the API)', async () => {
    const job = await body<{ id: string }>(
      await request.post('/api/admin/cards/imports', {
        headers: bearer(adminToken),
        data: { source: CARD_DATA_DIR },
      }),
      'import the cards',
    );
    await expect
      .poll(
        async () =>
          (
            await body<{ status: string }>(
              await request.get(`/api/admin/cards/imports/${job.id}`, { headers: bearer(adminToken) }),
              'follow the import',
            )
          ).status,
        { timeout: 60_000 },
      )
      .toBe('succeeded');
    const event = await body<{ id: number }>(
      await request.post('/api/events', {
        headers: bearer(adminToken),
        data: { title: EVENT, date: new Date(Date.now() + 86_400_000).toISOString(), type: 'TOURNAMENT' },
      }),
      'create the event',
    );
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
    for (const member of [smith, sutton]) {
      await apiMember(request, admin, member);
      const token = await apiLogin(request, member.email, member.password);
      if (member === smith) {
        await body(
          await request.put('/api/users/me', { headers: bearer(token), data: { playerId: SMITH_ID } }),
          'James Smith’s Player ID',
        );
      }
      const family =
        member === smith
          ? [JUNIOR, 'Gym Trainer A', 'Gym Trainer B']
          : ['Gym Trainer C', 'Gym Trainer D', 'Gym Trainer E'];
      const familyMemberIds: number[] = [];
      for (const name of family) {
        const age = name === JUNIOR ? 8 : 30;
        const relative = await body<{ id: number }>(
          await request.post('/api/family-members', {
            headers: bearer(token),
            data: { name, age, birthYear: new Date().getFullYear() - age },
          }),
          `add ${name}`,
        );
        familyMemberIds.push(relative.id);
      }
      await body(
        await request.post(`/api/events/${event.id}/register`, {
          headers: bearer(token),
          data: { familyMemberIds },
        }),
        `register ${member.lastName}`,
      );
    }
    const started = await body<{ players: { id: number; fullName: string }[] }>(
      await request.post(api('/check-in'), { headers: bearer(adminToken) }),
      'start check-in',
    );
    const smithToken = await apiLogin(request, smith.email, smith.password);
    const smithPlayer = started.players.find((p) => p.fullName === 'James Smith')!;
    await body(
      await request.put(api(`/players/${smithPlayer.id}/deck-list`), {
        headers: bearer(smithToken),
        data: { ptcgl: LEGAL_LIST },
      }),
      'James Smith’s list',
    );
    for (const player of started.players) {
      await body(
        await request.put(api(`/players/${player.id}/check-in`), {
          headers: bearer(adminToken),
          data: { checkedIn: true },
        }),
        `check ${player.fullName} in`,
      );
    }
    round1 = await body<Match[]>(
      await request.post(api('/rounds'), { headers: bearer(adminToken), data: { round: 1 } }),
      'pair round 1',
    );
    smithTable = round1.find((m) =>
      [m.playerA.playerId, m.playerB?.playerId].includes(smithPlayer.id),
    )!.table!;
  });

  await test.step('the desk names both Jameses in full, with the Player ID; the organiser starts the clock', async () => {
    await loginAdminViaUi(desk, admin.email, admin.password);
    await desk.goto(`/admin/tournaments/${tournamentId}`);
    await expect(desk.getByRole('heading', { level: 1, name: EVENT })).toBeVisible({ timeout: 30_000 });
    const tables = desk.getByRole('list', { name: 'Tables of round 1' });
    await expect(tables).toContainText('James Smith');
    await expect(tables).toContainText('James Sutton');
    await expect(tables).toContainText(`ID ${SMITH_ID}`);
    await expect(tables).not.toContainText('James S.');
    const clock = desk.getByRole('region', { name: 'Round clock' });
    await expect(clock.getByRole('timer')).toHaveText('30:00');
    await clock.getByRole('button', { name: 'Start the clock' }).click();
    await expect(clock.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(desk.getByText('All changes sent')).toBeVisible({ timeout: 15_000 });
    await expectNoA11yViolations(desk, 'desk with the clock running', testInfo);
  });

  const phoneBrowser = await phoneContext(browser, e2e.baseUrl);
  const phone = await phoneBrowser.newPage();
  await test.step('a phone whose clock is ten minutes fast shows the desk’s time, within a second', async () => {
    await phone.clock.install({ time: new Date(Date.now() + TEN_MINUTES) });
    await phone.goto(`/tournaments/${tournamentId}/pairings`);
    const skew = (await phone.evaluate(() => Date.now())) - Date.now();
    expect(Math.abs(skew - TEN_MINUTES)).toBeLessThan(5_000);
    await expect(phone.getByRole('timer')).toHaveText(/^\d\d?:\d\d$/);
    expect(await clocksApart(desk, phone)).toBeLessThanOrEqual(1);
    expect(await fitsTheScreen(phone)).toBe(true);
    await expectNoA11yViolations(phone, 'live pairings with the clock at 390 px', testInfo);
  });

  await test.step('the desk gives the round 5 minutes and one table 3: the phones show it', async () => {
    const before = (await secondsShown(desk))!;
    await desk.getByRole('region', { name: 'Round clock' }).getByRole('button', { name: '+5 min' }).click();
    await expect.poll(() => secondsShown(phone), { timeout: 15_000 }).toBeGreaterThan(before + 240);
    expect(await clocksApart(desk, phone)).toBeLessThanOrEqual(1);

    await desk.getByRole('button', { name: `Extra time for table ${smithTable}` }).click();
    const dialog = desk.getByRole('dialog', { name: `Extra time for table ${smithTable}` });
    await dialog.getByRole('textbox', { name: 'Minutes' }).fill('3');
    await dialog.getByRole('button', { name: 'Give extra time' }).click();
    await expect(
      desk.getByRole('list', { name: 'Tables of round 1' }).getByText('+3 min', { exact: true }),
    ).toBeVisible();
    // The table's players see it on the pairings and on their own page, with their table's own clock.
    await expect(phone.getByRole('region', { name: 'Round 1' })).toContainText(`${smithTable}+3 min`, {
      timeout: 15_000,
    });
    await loginViaUi(phone, smith.email, smith.password);
    await phone.goto(`/tournaments/${tournamentId}`);
    // James Smith's own entry (his daughter's, on the same page, may share his table).
    const tableClock = phone
      .getByRole('region', { name: 'James Smith' })
      .getByRole('region', { name: `Clock of table ${smithTable}` });
    await expect(tableClock).toContainText('Includes 8 extra min');
    const round = (await secondsShown(desk))!;
    const table = (await secondsShown(phone, tableClock))!;
    expect(Math.abs(table - (round + 180))).toBeLessThanOrEqual(1);
    await expectNoA11yViolations(phone, 'a player’s tournament page with their table’s clock', testInfo);
  });

  await test.step('offline, the desk pauses the clock at once; back online, the phone shows it paused', async () => {
    await context.setOffline(true);
    const clock = desk.getByRole('region', { name: 'Round clock' });
    await clock.getByRole('button', { name: 'Pause' }).click();
    await expect(clock.getByRole('button', { name: 'Restart the clock' })).toBeVisible();
    await expect(clock).toContainText('Paused');
    await expect(desk.getByRole('region', { name: 'Waiting to be sent' })).toContainText(
      'Pause the clock of round 1',
    );
    const held = (await secondsShown(desk))!;
    await desk.waitForTimeout(2_000);
    expect(await secondsShown(desk)).toBe(held);
    await expect(
      phone
        .getByRole('region', { name: 'James Smith' })
        .getByRole('region', { name: `Clock of table ${smithTable}` }),
    ).not.toContainText('Paused');
    await context.setOffline(false);
    await expect(desk.getByText('All changes sent')).toBeVisible({ timeout: 30_000 });
    await expect(
      phone
        .getByRole('region', { name: 'James Smith' })
        .getByRole('region', { name: `Clock of table ${smithTable}` }),
    ).toContainText('Paused', {
      timeout: 15_000,
    });
    await clock.getByRole('button', { name: 'Restart the clock' }).click();
    await expect(clock.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(
      phone
        .getByRole('region', { name: 'James Smith' })
        .getByRole('region', { name: `Clock of table ${smithTable}` }),
    ).not.toContainText('Paused', {
      timeout: 15_000,
    });
  });

  await test.step('the hall’s screen: the clock in large type, pairings paging by themselves, no Junior named', async () => {
    const screen = await context.newPage();
    await screen.setViewportSize({ width: 800, height: 600 });
    await screen.goto(`/tournaments/${tournamentId}/screen`);
    await expect(screen.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
    await expect(screen.getByRole('timer')).toHaveText(/^\d\d?:\d\d$/);
    const digits = await screen
      .getByRole('timer')
      .evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
    expect(digits).toBeGreaterThanOrEqual(64);
    expect(await clocksApart(desk, screen)).toBeLessThanOrEqual(1);
    // Signed in as the organiser, still the public answer: the Junior is a label.
    await expect(screen.locator('body')).not.toContainText(JUNIOR);
    await expect(screen.locator('body')).toContainText('Junior player 1');
    await expect(screen.getByText('Page 1 of 2')).toBeVisible();
    await expect(screen.getByText('Page 2 of 2')).toBeVisible({ timeout: 20_000 });
    await screen.getByRole('button', { name: 'Hold this page' }).click();
    await expectNoA11yViolations(screen, 'the hall’s screen', testInfo);
    await screen.setViewportSize(PHONE);
    expect(await fitsTheScreen(screen)).toBe(true);
    await screen.close();
  });

  await test.step('offline, the phone’s clock runs on to zero: Time! and the extra turns', async () => {
    await phone.goto(`/tournaments/${tournamentId}/pairings`);
    await expect(phone.getByRole('timer')).toHaveText(/^\d\d?:\d\d$/);
    // Offline, so no fresh answer measures the jump below away (online, the next one would: the server's time wins).
    await phoneBrowser.setOffline(true);
    await phone.clock.fastForward('40:00');
    await expect(phone.getByRole('timer')).toHaveText('Time!');
    await expect(
      phone.getByText('Finish the turn in progress, then play three more turns.', { exact: true }),
    ).toBeVisible();
    await phoneBrowser.setOffline(false);
  });

  await test.step('print buttons: every deck list from the desk, a saved deck from its page, as PDFs', async () => {
    const answer = desk.waitForResponse((response) => response.url().includes('/deck-lists.pdf?paper=a4'));
    const tab = desk.waitForEvent('popup');
    await desk.getByRole('button', { name: 'Print all deck lists' }).click();
    await desk.getByRole('menuitem', { name: 'A4' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    // The tab opened at the click is given the file once it has come.
    const popup = await tab;
    await expect.poll(() => popup.url()).toMatch(/^blob:/);
    await popup.close();
    // What the tab shows, read again through the API (the browser hands the page's copy to the tab).
    const printed = await request.get(`/api/admin/tournaments/${tournamentId}/deck-lists.pdf`, {
      headers: bearer(adminToken),
    });
    const pdf = await readPdf(new Uint8Array(await printed.body()));
    expect(pdf.pages).toHaveLength(1);
    expect([pdf.pages[0].width, pdf.pages[0].height]).toEqual([595.28, 841.89]);
    expect(pdf.pages[0].texts.map((text) => text.text)).toEqual(
      expect.arrayContaining(['James Smith', SMITH_ID, 'Litleo', 'Total cards: 60']),
    );

    const smithToken = await apiLogin(request, smith.email, smith.password);
    const deck = await body<{ id: number }>(
      await request.post('/api/pokemon/decks', { headers: bearer(smithToken), data: { name: 'Fire box' } }),
      'a saved deck',
    );
    await phone.setViewportSize(DESK);
    await phone.goto(`/pokemon/deck/${deck.id}`);
    const sheet = phone.waitForResponse((r) => r.url().includes(`/decks/${deck.id}/sheet.pdf?paper=letter`));
    await phone.getByRole('button', { name: 'Official sheet (PDF)' }).click();
    await phone.getByRole('menuitem', { name: 'US Letter' }).click();
    const own = await sheet;
    expect(own.status()).toBe(200);
    expect(own.headers()['content-type']).toBe('application/pdf');
    const ownSheet = await request.get(`/api/pokemon/decks/${deck.id}/sheet.pdf?paper=letter`, {
      headers: bearer(smithToken),
    });
    const ownPdf = await readPdf(new Uint8Array(await ownSheet.body()));
    expect([ownPdf.pages[0].width, ownPdf.pages[0].height]).toEqual([612, 792]);
    expect(ownPdf.pages[0].texts.map((text) => text.text)).toContain('James Smith');
  });
  await phoneBrowser.close();
});
