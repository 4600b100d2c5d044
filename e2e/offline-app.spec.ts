// The installable app (issue 27, docs/adr/0048): a valid web app manifest, a service worker that controls the
// page, the public pages opening offline with their pre-rendered content, a member's page opening offline as the
// app with the plain 'needs a connection' message, and nothing of the member left in the browser after logout.
// Against the production build.
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiMember, newApplicant } from './support/api';
import { loginAdminViaUi, loginViaUi, logoutViaHeader } from './support/auth';
import { expect, skipWithoutChromium, test } from './support/fixtures';

skipWithoutChromium();

const OFFLINE_MESSAGE = "You're offline. This page needs a connection; it will load when you're back online.";

/** A PNG's width and height, from its header (IHDR, right after the signature). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Waits until the page's service worker is installed (everything it keeps is stored) and active, then reloads:
 * the reloaded page is controlled by it.
 */
async function installServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Every IndexedDB database, cache and localStorage key of the page's origin whose name starts with `prefix`. */
function storesNamed(page: Page, prefix: string) {
  return page.evaluate(async (start) => {
    const databases = (await indexedDB.databases()).map(({ name }) => name ?? '');
    const caches = await globalThis.caches.keys();
    const keys = Object.keys(localStorage);
    return [...databases, ...caches, ...keys].filter((name) => name.startsWith(start));
  }, prefix);
}

test.describe('the installable app', () => {
  test('has a valid web app manifest whose icons load at their sizes', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const answer = await request.get(href!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = await answer.json();
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Pokémon TCG Club',
      short_name: 'TCG Club',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    const icons: { src: string; sizes: string; type: string; purpose?: string }[] = manifest.icons;
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await image.body()), icon.src).toEqual({ width, height });
    }
  });

  test('a service worker controls the page, and the public pages open offline with their content', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await installServiceWorker(page);

    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome to/ })).toBeVisible();
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
    // The list itself needs the server: it says so.
    await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();
    await page.goto('/how-to-play');
    await expect(page.getByRole('heading', { level: 1, name: 'How to Play' })).toBeVisible();
  });

  test("a member's page opens offline as the app, says it needs a connection, and loads when back online", async ({
    page,
    context,
    request,
    e2e,
  }, testInfo) => {
    const member = newApplicant('Misty', 'Offline');
    await apiMember(request, { email: e2e.adminEmail, password: e2e.adminPassword }, member);
    await loginViaUi(page, member.email, member.password);
    await installServiceWorker(page);

    await context.setOffline(true);
    await page.goto('/dashboard');
    // Signed in as the member kept for offline reloads: the header shows them, not 'Login'.
    await expect(
      page.getByRole('banner').getByRole('button', { name: /Account menu for Misty/ }),
    ).toBeVisible();
    const notice = page.getByRole('alert').filter({ hasText: OFFLINE_MESSAGE }).first();
    await expect(notice).toBeVisible();
    await expectNoA11yViolations(page, 'offline notice', testInfo);

    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_MESSAGE)).toHaveCount(0);
  });

  test("the admin's app opens offline for the admin last signed in", async ({ page, context, e2e }) => {
    await loginAdminViaUi(page, e2e.adminEmail, e2e.adminPassword);
    await installServiceWorker(page);

    await context.setOffline(true);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/admin/);
  });

  test('logging out leaves no club-member- database, cache or localStorage key behind', async ({
    page,
    request,
    e2e,
  }) => {
    const member = newApplicant('Brock', 'Logout');
    await apiMember(request, { email: e2e.adminEmail, password: e2e.adminPassword }, member);
    await loginViaUi(page, member.email, member.password);
    // What the player's and the desk's offline stores hold for a member, under the names the contract gives.
    await page.evaluate(async () => {
      await new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open('club-member-desk', 1);
        opening.onupgradeneeded = () => opening.result.createObjectStore('queue');
        opening.onsuccess = () => {
          // As the contract asks of every page that opens a member's database: close it when asked.
          opening.result.onversionchange = () => opening.result.close();
          resolve();
        };
        opening.onerror = () => reject(opening.error);
      });
      await (await caches.open('club-member-answers')).put('/api/me/entries', new Response('[]'));
    });
    expect((await storesNamed(page, 'club-member-')).sort()).toEqual([
      'club-member-answers',
      'club-member-desk',
      'club-member-identity',
    ]);

    await logoutViaHeader(page, member.firstName);
    await expect(page.getByText('Successfully logged out!')).toBeVisible();
    await expect.poll(() => storesNamed(page, 'club-member-')).toEqual([]);
  });
});
