// Browser journeys of issue 10 (spec 1 §2 'Events', 'Contact'; spec 2 §2 'Dashboard', 'Events manager',
// 'Achievements tab'): an event with 3 places filled by members and their families, 'Event Full', a place
// freed by unregistering, an achievement on the dashboard's leaderboard, and the contact form. Texts are the
// spec's exact texts; axe checks every page on the way.
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiMember, apiSignup, newApplicant } from './support/api';
import { loginViaUi } from './support/auth';
import { fitsTheScreen } from './support/layout';
import { expect, skipWithoutChromium, test } from './support/fixtures';

skipWithoutChromium();

/** A day a month ahead, as the date input takes it. */
function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const EVENT = `League Cup ${Date.now().toString(36)}`;

function eventCard(page: Page) {
  return page.getByRole('article', { name: EVENT });
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await loginViaUi(page, email, password);
}

test.describe('an event with three places', () => {
  test.describe.configure({ mode: 'serial' });

  const ash = newApplicant('Ash', 'Ketchum');
  const misty = newApplicant('Misty', 'Waterflower');
  const brock = newApplicant('Brock', 'Harrison');

  test('1. the admin creates the event with 3 places', async ({ page, e2e, request }, testInfo) => {
    const admin = { email: e2e.adminEmail, password: e2e.adminPassword };
    for (const member of [ash, misty, brock]) await apiMember(request, admin, member);

    await signIn(page, e2e.adminEmail, e2e.adminPassword);
    await page.goto('/admin/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Events' })).toBeVisible();
    await page.getByRole('link', { name: 'Add Event' }).click();
    await page.getByLabel(/^Title/).fill(EVENT);
    await page.getByLabel(/^Date/).fill(dayAhead(30));
    await page.getByLabel(/^Time/).fill('10:00');
    await page.getByLabel(/^Description/).fill('Standard format, best of three.');
    await page.getByLabel(/^Max attendees/).fill('3');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Event added successfully!')).toBeVisible();
    await expect(eventCard(page)).toContainText('Limit: 3');
    await expectNoA11yViolations(page, 'admin events manager', testInfo);
  });

  test('2. a member adds a child and registers themself and the child', async ({ page }, testInfo) => {
    await signIn(page, ash.email, ash.password);
    await page.goto('/profile');
    const family = page.getByRole('region', { name: 'Family Members' });
    await family.getByRole('button', { name: 'Add Family Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Family Member' });
    await dialog.getByLabel(/^Name/).fill('Lily');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in all fields');
    await dialog.getByLabel(/^Age/).fill('9');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Family member added successfully')).toBeVisible();
    await expect(family.getByText('Lily')).toBeVisible();
    await expectNoA11yViolations(page, 'profile with family', testInfo);

    await page.goto('/events');
    await expect(eventCard(page)).toContainText('Max 3 participants');
    await expect(eventCard(page).getByText('Featured')).toBeVisible();
    await eventCard(page)
      .getByRole('button', { name: /^Register with family/ })
      .click();
    const choose = page.getByRole('dialog', { name: 'Register family members' });
    const confirm = choose.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await choose.getByRole('checkbox', { name: 'Lily (age 9)' }).check();
    await expectNoA11yViolations(page, 'family dialog', testInfo);
    await confirm.click();
    await expect(page.getByText(`Registered for ${EVENT}.`)).toBeVisible();
    await expect(eventCard(page).getByRole('button', { name: /^Unregister/ })).toBeVisible();
    await expectNoA11yViolations(page, 'events page, registered', testInfo);
  });

  test('3. another member takes the last place', async ({ page }) => {
    await signIn(page, misty.email, misty.password);
    await page.goto('/events');
    await eventCard(page)
      .getByRole('button', { name: `Register for ${EVENT}` })
      .click();
    await expect(page.getByText(`Registered for ${EVENT}.`)).toBeVisible();
  });

  test("4. a third member sees 'Event Full'", async ({ page }) => {
    await signIn(page, brock.email, brock.password);
    await page.goto('/events');
    await expect(eventCard(page).getByRole('button', { name: 'Event Full' })).toBeDisabled();
  });

  test('5. the first member unregisters and the place frees', async ({ page }) => {
    await signIn(page, ash.email, ash.password);
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: new RegExp(EVENT) })).toContainText('Going: You, Lily');
    await page.goto('/events');
    await eventCard(page)
      .getByRole('button', { name: /^Unregister/ })
      .click();
    await expect(page.getByText(`Unregistered from ${EVENT}.`)).toBeVisible();
    await expect(eventCard(page).getByRole('button', { name: `Register for ${EVENT}` })).toBeEnabled();

    await page.context().clearCookies();
    await signIn(page, brock.email, brock.password);
    await page.goto('/events');
    await expect(eventCard(page).getByRole('button', { name: `Register for ${EVENT}` })).toBeEnabled();
  });

  test('6. the admin records an achievement and it shows on the member’s leaderboard', async ({
    page,
    e2e,
  }, testInfo) => {
    await signIn(page, e2e.adminEmail, e2e.adminPassword);
    // The overview says when the last backup ran: on this fresh site, none has.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Last backup' })).toBeVisible();
    await expect(
      page.getByText('No backup has run yet: run npm run db:backup on the server (see the README).'),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'admin overview', testInfo);
    await page.goto('/admin?tab=achievements');
    await expect(page.getByText('No tournament wins yet')).toBeVisible();
    await page.getByRole('link', { name: 'Add Achievement' }).click();
    await page.getByLabel(/^Title/).fill('Spring League');
    await page.getByLabel(/^Date/).fill(dayAhead(-3));
    await page.getByLabel(/^Member/).fill('Ash');
    await page.getByRole('option', { name: new RegExp(ash.email) }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Achievement added successfully!')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tournament Wins' })).toContainText('Ash K.');
    await expect(page.getByRole('table')).toContainText('Spring League');
    await expectNoA11yViolations(page, 'admin achievements tab', testInfo);

    await page.context().clearCookies();
    await signIn(page, ash.email, ash.password);
    await page.goto('/dashboard');
    const board = page.getByRole('region', { name: 'Tournament Wins' });
    await expect(board).toContainText('Ash K.');
    await expect(board).toContainText('1 win');
    await expectNoA11yViolations(page, 'member dashboard', testInfo);
  });
});

test.describe('public pages', () => {
  test('the contact form sends and clears', async ({ page }, testInfo) => {
    await page.goto('/contact');
    await page.getByLabel(/^Name/).fill('Serena');
    await page.getByLabel(/^Email/).fill('serena@example.org');
    await page.getByLabel(/^Subject/).fill('First visit');
    await page.getByLabel(/^Message/).fill('Can my daughter and I come on Friday?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveValue('');
    await expect(page.getByLabel(/^Message/)).toHaveValue('');
    await expectNoA11yViolations(page, 'contact', testInfo);
  });

  test('home, events, about and location pass axe, with the Learn More popup', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
    await expectNoA11yViolations(page, 'home', testInfo);
    await page.goto('/public-events');
    await page.getByRole('button', { name: `Learn More about ${EVENT}` }).click();
    await expect(page.getByRole('dialog').getByText('Open to Everyone')).toBeVisible();
    await expectNoA11yViolations(page, 'learn more popup', testInfo);
    await page.getByRole('button', { name: 'Got it!' }).click();
    await page.goto('/events');
    await expect(eventCard(page).getByRole('button', { name: /Login to Register/ })).toBeVisible();
    await expectNoA11yViolations(page, 'events (visitor)', testInfo);
    for (const path of ['/about', '/location']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page, path, testInfo);
    }
  });
});

/** What sticks out past the screen's right edge, to say why a page does not fit. */
const widestLeaf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .filter(
        (el) =>
          ![...el.children].some(
            (child) => child.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
          ),
      )
      .slice(0, 3)
      .map((el) => `${el.tagName}.${String(el.className).slice(0, 60)}`)
      .join(', '),
  );

test.describe('the admin dashboard at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('its tabs scroll inside the screen, and every tab fits it', async ({ page, e2e, request }) => {
    // Applicants waiting and members in the users table, as on a club's real dashboard.
    const admin = { email: e2e.adminEmail, password: e2e.adminPassword };
    await apiSignup(request, newApplicant('Jessamine', 'Featherstonehaugh-Montgomery'));
    await apiMember(request, admin, newApplicant('Bartholomew', 'Cholmondeley-Warner'));
    await signIn(page, e2e.adminEmail, e2e.adminPassword);
    // The users list answers late, so its loading state is measured too (a slow club laptop shows it).
    await page.route('**/api/admin/users?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/admin');
    const tabs = page.getByRole('tablist', { name: 'Admin Dashboard' });
    await expect(tabs.getByRole('tab', { name: 'Overview' })).toBeVisible();
    expect(await fitsTheScreen(page)).toBe(true);
    for (const tab of ['User Management', 'Content Management', 'Leaderboard & Achievements']) {
      // As a keyboard user: focus brings a tab hidden past the scroller's edge into view.
      await tabs.getByRole('tab', { name: tab }).focus();
      await page.keyboard.press('Enter');
      await expect(tabs.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      expect(await fitsTheScreen(page), `${tab}: ${await widestLeaf(page)}`).toBe(true);
    }
  });
});
