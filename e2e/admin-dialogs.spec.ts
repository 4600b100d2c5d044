// Browser journeys of issue 36 (spec 2 §2: 'Add/Edit modal'; docs/adr/0067): the admin's add and edit of events,
// users, achievements, releases and artwork open as modal dialogs over their lists, by mouse and by keyboard,
// and by their address pasted into a new page; Escape, Close and Back close them and the focus goes back to what
// opened them; axe finds nothing in them; at 390 px nothing scrolls sideways.
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiLogin, apiMember, newApplicant } from './support/api';
import { loginAdminViaUi } from './support/auth';
import { fitsTheScreen } from './support/layout';
import { solidPng } from './support/pictures';
import { expect, skipWithoutChromium, test } from './support/fixtures';

skipWithoutChromium();

const TAG = Date.now().toString(36);

/** How long a freshly opened admin page may take to draw: the app's chunks, the session, the records. */
const FRESH_PAGE_MS = 30_000;

interface Walk {
  /** The list's own address, and the heading that shows it is there. */
  readonly list: string;
  readonly heading: { name: string; level: 1 | 2 };
  /** What opens the dialog on the list (the Add link, or a row's Edit). */
  readonly opener: (page: Page) => Locator;
  /** The dialog's accessible name and the address that opens it. */
  readonly dialog: string | RegExp;
  readonly address: RegExp;
  /** A field the dialog shows once its record is read. */
  readonly field: RegExp;
}

const dialogOf = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** Whether the keyboard focus is inside the open dialog. */
function focusInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
}

/**
 * The whole walk of one dialog: by keyboard from its opener (focus moves in, Tab stays in, Escape closes and the
 * focus is back on the opener), axe with it open, its address pasted (the same dialog over the same list), Close,
 * Back, and the dialog at 390 px.
 */
async function walkDialog(page: Page, walk: Walk, testInfo: TestInfo, what: string): Promise<void> {
  const listHeading = page.getByRole('heading', { ...walk.heading, includeHidden: true });
  await page.goto(walk.list);
  await expect(listHeading).toBeVisible({ timeout: FRESH_PAGE_MS });

  // By keyboard: the opener focused, Enter.
  const opener = walk.opener(page);
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = dialogOf(page, walk.dialog);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(walk.address);
  await expect(dialog.getByLabel(walk.field).first()).toBeVisible();
  await expect.poll(() => focusInDialog(page)).toBe(true);
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  expect(await focusInDialog(page), 'Tab stays inside the dialog').toBe(true);
  // The list is still there, beneath the modal.
  await expect(listHeading).toBeAttached();
  await expectNoA11yViolations(page, `${what} dialog`, testInfo);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(walk.address);
  await expect(opener).toBeFocused();

  // Its address pasted into the browser: the same dialog over the same list; Close goes to the list.
  await opener.click();
  await expect(dialog).toBeVisible();
  const address = page.url();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.goto(address);
  // A fresh page: the admin app, the session and the record load first (slow on a busy machine).
  await expect(dialogOf(page, walk.dialog)).toBeVisible({ timeout: FRESH_PAGE_MS });
  await expect(listHeading).toBeAttached();
  await dialogOf(page, walk.dialog).getByRole('button', { name: 'Close' }).click();
  await expect(dialogOf(page, walk.dialog)).toBeHidden();
  await expect(listHeading).toBeVisible();
  await expect(page).not.toHaveURL(walk.address);

  // Back closes it.
  await walk.opener(page).click();
  await expect(dialogOf(page, walk.dialog)).toBeVisible();
  await page.goBack();
  await expect(dialogOf(page, walk.dialog)).toBeHidden();
  await expect(listHeading).toBeVisible();

  // A phone: the dialog fills the screen and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(address);
  await expect(dialogOf(page, walk.dialog).getByLabel(walk.field).first()).toBeVisible({
    timeout: FRESH_PAGE_MS,
  });
  expect(await fitsTheScreen(page), `${what} dialog at 390 px`).toBe(true);
  await expectNoA11yViolations(page, `${what} dialog at 390 px`, testInfo);
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function adminApi(request: APIRequestContext, email: string, password: string) {
  const token = await apiLogin(request, email, password);
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async post<T>(path: string, data: unknown): Promise<T> {
      const response = await request.post(path, { headers, data });
      expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
      return (await response.json()) as T;
    },
    async me(): Promise<{ id: number; profile: { firstName: string; lastName: string } }> {
      return (await (await request.get('/api/auth/me', { headers })).json()) as {
        id: number;
        profile: { firstName: string; lastName: string };
      };
    },
  };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

test.describe("the admin's add and edit dialogs", () => {
  // Two dialogs a test, each walked in full with four axe runs.
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ page, e2e }) => {
    await loginAdminViaUi(page, e2e.adminEmail, e2e.adminPassword);
  });

  test('events: Add and Edit over the events manager, and the quick form over the dashboard', async ({
    page,
    request,
    e2e,
  }, testInfo) => {
    const api = await adminApi(request, e2e.adminEmail, e2e.adminPassword);
    const title = `Dialog Cup ${TAG}`;
    const event = await api.post<{ id: number }>('/api/events', { title, date: inDays(40), time: '10:00' });
    const manager = { list: '/admin/events', heading: { name: 'Manage Events', level: 1 } } as const;

    await walkDialog(
      page,
      {
        ...manager,
        opener: (p) => p.getByRole('link', { name: 'Add Event' }),
        dialog: 'Add Event',
        address: /\/admin\/events\/create$/,
        field: /^Title/,
      },
      testInfo,
      'add event',
    );
    await walkDialog(
      page,
      {
        ...manager,
        opener: (p) => p.getByRole('article', { name: title }).getByRole('link', { name: `Edit ${title}` }),
        dialog: 'Edit Event',
        address: new RegExp(`/admin/events/${event.id}$`),
        field: /^Title/,
      },
      testInfo,
      'edit event',
    );

    // The dashboard's quick form: title and date are enough.
    await page.goto('/admin?tab=content');
    const block = page.getByRole('region', { name: 'Upcoming Events' });
    await block.getByRole('link', { name: 'Add Event' }).click();
    const quick = dialogOf(page, 'Add Event');
    await expect(page).toHaveURL(/\/admin\?tab=content&event=create$/);
    await quick.getByLabel(/^Location/).fill('Corn Exchange');
    await quick.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please fill in title and date').first()).toBeVisible();
    await quick.getByLabel(/^Title/).fill(`Quick Night ${TAG}`);
    await quick.getByLabel(/^Date/).fill(inDays(20).slice(0, 10));
    await quick.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Event added successfully!')).toBeVisible();
    await expect(quick).toBeHidden();
    await expect(page).toHaveURL(/\/admin\?tab=content$/);
    await expect(block.getByRole('article', { name: `Quick Night ${TAG}` })).toBeVisible();
  });

  test('users: Create user and Edit over the Users tab', async ({ page, request, e2e }, testInfo) => {
    // The newest account: on the table's first page, however many the other journeys made.
    const member = newApplicant('Dialog', `Dawn${TAG}`);
    await apiMember(request, { email: e2e.adminEmail, password: e2e.adminPassword }, member);
    const token = await apiLogin(request, e2e.adminEmail, e2e.adminPassword);
    const users = (await (
      await request.get('/api/admin/users', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { id: number; email: string }[];
    const id = users.find((user) => user.email === member.email)!.id;
    const list = { list: '/admin?tab=users', heading: { name: 'User Management', level: 2 } } as const;
    await walkDialog(
      page,
      {
        ...list,
        opener: (p) => p.getByRole('link', { name: 'Create user' }),
        dialog: 'New user',
        address: /\/admin\?tab=users&user=create$/,
        field: /^Email/,
      },
      testInfo,
      'new user',
    );
    const name = `${member.firstName} ${member.lastName}`;
    await walkDialog(
      page,
      {
        ...list,
        opener: (p) => p.getByRole('link', { name: `Edit ${name}` }),
        dialog: `Edit user ${name}`,
        address: new RegExp(`/admin\\?tab=users&user=${id}$`),
        field: /^First name/,
      },
      testInfo,
      'edit user',
    );
    // react-admin's own address of the edit view leads to the same dialog.
    await page.goto(`/admin/users/${id}`);
    await expect(dialogOf(page, `Edit user ${name}`)).toBeVisible({ timeout: FRESH_PAGE_MS });
    await expect(page).toHaveURL(new RegExp(`/admin\\?tab=users&user=${id}$`));
  });

  test('achievements: Add Achievement and Edit over the achievements tab', async ({
    page,
    request,
    e2e,
  }, testInfo) => {
    const api = await adminApi(request, e2e.adminEmail, e2e.adminPassword);
    const me = await api.me();
    const title = `Dialog win ${TAG}`;
    const achievement = await api.post<{ id: number }>('/api/admin/achievements', {
      type: 'CASUAL_WIN',
      title,
      date: inDays(-3).slice(0, 10),
      userId: me.id,
    });
    const tab = {
      list: '/admin?tab=achievements',
      heading: { name: 'Leaderboard & Achievements', level: 2 },
    } as const;
    await walkDialog(
      page,
      {
        ...tab,
        opener: (p) => p.getByRole('link', { name: 'Add Achievement' }),
        dialog: 'Add Achievement',
        address: /\/admin\?tab=achievements&achievement=create$/,
        field: /^Title/,
      },
      testInfo,
      'add achievement',
    );
    await walkDialog(
      page,
      {
        ...tab,
        opener: (p) => p.getByRole('link', { name: `Edit ${title}` }),
        dialog: 'Edit Achievement',
        address: new RegExp(`/admin\\?tab=achievements&achievement=${achievement.id}$`),
        field: /^Title/,
      },
      testInfo,
      'edit achievement',
    );
  });

  test('releases: Add and Edit over the releases manager', async ({ page, request, e2e }, testInfo) => {
    const api = await adminApi(request, e2e.adminEmail, e2e.adminPassword);
    const packName = `Dialog Sparks ${TAG}`;
    const release = await api.post<{ id: number }>('/api/admin/releases', {
      packName,
      releaseDate: inDays(12).slice(0, 10),
      releaseType: 'BOOSTER_SET',
    });
    const manager = { list: '/admin/releases', heading: { name: 'Manage Releases', level: 1 } } as const;
    await walkDialog(
      page,
      {
        ...manager,
        opener: (p) => p.getByRole('link', { name: 'Add Release' }).first(),
        dialog: 'Add Release',
        address: /\/admin\/releases\/create$/,
        field: /^Pack name/,
      },
      testInfo,
      'add release',
    );
    await walkDialog(
      page,
      {
        ...manager,
        opener: (p) => p.getByRole('link', { name: `Edit ${packName}` }),
        dialog: 'Edit Release',
        address: new RegExp(`/admin/releases/${release.id}$`),
        field: /^Pack name/,
      },
      testInfo,
      'edit release',
    );
  });

  test('artwork: Add and Edit over the artwork manager', async ({ page, request, e2e }, testInfo) => {
    const api = await adminApi(request, e2e.adminEmail, e2e.adminPassword);
    const me = await api.me();
    const name = `Dialog Lapras ${TAG}`;
    const picture = `data:image/png;base64,${solidPng(64, 48, [40, 90, 160]).toString('base64')}`;
    const artwork = await api.post<{ id: number }>('/api/admin/artworks', {
      name,
      authorId: me.id,
      price: 12.5,
      images: [picture],
    });
    const manager = { list: '/admin/artworks', heading: { name: 'Artwork Management', level: 1 } } as const;
    await walkDialog(
      page,
      {
        ...manager,
        opener: (p) => p.getByRole('link', { name: 'Add Artwork' }),
        dialog: 'Add Artwork',
        address: /\/admin\/artworks\/create$/,
        field: /^Name/,
      },
      testInfo,
      'add artwork',
    );
    await walkDialog(
      page,
      {
        ...manager,
        opener: (p) => p.getByRole('link', { name: `Edit ${name}` }),
        dialog: 'Edit Artwork',
        address: new RegExp(`/admin/artworks/${artwork.id}$`),
        field: /^Name/,
      },
      testInfo,
      'edit artwork',
    );
  });
});
