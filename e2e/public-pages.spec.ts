// How the public pages load (issue 9 §4, docs/adr/0032): the page is in the
// HTML the server sends, the browser takes it over without redrawing it, an anonymous visitor's browser makes no
// refresh call and logs nothing, and a member's session is still restored on reload. Against the production build.
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiMember, newApplicant } from './support/api';
import { loginViaUi } from './support/auth';
import { expect, skipWithoutChromium, test } from './support/fixtures';

skipWithoutChromium();

const PUBLIC_PAGES = [
  { path: '/', heading: /^Welcome to/ },
  { path: '/about', heading: /^About/ },
  { path: '/events', heading: 'Upcoming Events' },
  { path: '/how-to-play', heading: 'How to Play' },
  { path: '/login', heading: 'Welcome Back, Trainer' },
];
/** The marketplace's public pages, whose lists and counts arrive after the page. */
const MARKETPLACE_PATHS = [
  '/upcoming-releases',
  '/artwork-for-sale',
  '/trading-center',
  '/singles-for-trade',
];

/** Console errors and warnings, refused content (CSP), failed requests and refresh calls, from now on. */
function watch(page: Page) {
  const seen = { problems: [] as string[], refreshCalls: 0 };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      seen.problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => seen.problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/refresh') seen.refreshCalls++;
  });
  page.on('response', (response) => {
    if (response.status() >= 400) seen.problems.push(`${response.status()} ${response.url()}`);
  });
  return seen;
}

test.describe('the public pages', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} arrives drawn, is taken over without a redraw, and logs nothing`, async ({ page }) => {
      // The server's HTML already holds the page, its title, description and canonical address.
      const response = await page.request.get(path);
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>/);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(`<link rel="canonical" href="${new URL(path, response.url()).href}"`);
      expect(html).not.toMatch(/<script(?![^>]*\ssrc=)/); // no inline script: the CSP refuses them

      const seen = watch(page);
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1, name: heading });
      await expect(h1).toBeVisible();
      // Mark the server's heading; after hydration the same element must still be there (not redrawn).
      await h1.evaluate((element) => element.setAttribute('data-from-server', ''));
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1[data-from-server]')).toHaveCount(1);
      // Hydrated: the header's menu button works.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      await page.keyboard.press('Escape');

      expect(seen.refreshCalls).toBe(0);
      expect(seen.problems).toEqual([]);
    });
  }

  test("are on screen before the app's scripts are fetched", async ({ page }) => {
    for (const { path } of PUBLIC_PAGES) {
      // One small script, the page's own, which imports the app once the page is painted.
      const html = await (await page.request.get(path)).text();
      const scripts = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
      expect(html.match(/<script\b/g), `scripts of ${path}`).toHaveLength(1);
      expect(scripts, `the page script of ${path}`).toHaveLength(1);
      expect(html, `preloads of ${path}`).not.toContain('modulepreload');
      const pageScript = scripts[0][1];
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const { firstPaintAt, scriptStarts } = await page.evaluate(
        (ownScript) => ({
          firstPaintAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          scriptStarts: performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.js') && !entry.name.endsWith(ownScript))
            .map((entry) => entry.startTime),
        }),
        pageScript,
      );
      expect(firstPaintAt, `first contentful paint of ${path}`).toBeGreaterThan(0);
      expect(scriptStarts.length, `scripts of ${path}`).toBeGreaterThan(0);
      expect(Math.min(...scriptStarts), `first script request of ${path}`).toBeGreaterThan(firstPaintAt!);
    }
  });

  test('keep their space: nothing on screen moves while the page loads', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    // At a phone's speed, what a page draws in steps (a list's count, then its cards) lands in separate frames.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (const path of [...PUBLIC_PAGES.map((page) => page.path), ...MARKETPLACE_PATHS]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
                total += entry.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 300);
          }),
      );
      expect(shift, `layout shift on ${path}`).toBeLessThan(0.01);
    }
  });

  test('the home page link reads in full to screen readers, and the pages stay axe-clean', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Learn More about Pokémon TCG Club' })).toBeVisible();
    for (const path of [...PUBLIC_PAGES.map((page) => page.path), ...MARKETPLACE_PATHS]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoA11yViolations(page, `public page ${path}`, testInfo);
    }
  });
});

test('a form on a pre-rendered page cannot be sent before the page is taken over', async ({ page }) => {
  // Sent by the browser itself, it would be a GET with the password in the address.
  const html = await (await page.request.get('/login')).text();
  expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  // Its fields too: typed before then, the text would be lost as the form takes the fields over.
  expect(html).toMatch(/<fieldset[^>]*disabled=""/);
  await page.goto('/login');
  await page.getByLabel('Email').fill('ash@example.com');
  await expect(page.getByRole('main').getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  await expect(page.getByLabel('Email')).toHaveValue('ash@example.com');
});

test("the header's menus say they are not ready until the page is taken over", async ({ page }, testInfo) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(
    /<button[^>]*aria-disabled="true"[^>]*aria-label="Open navigation menu"|<button[^>]*aria-label="Open navigation menu"[^>]*aria-disabled="true"/,
  );
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Mobile' }),
  ).toBeVisible();
  await expectNoA11yViolations(page, 'the open phone menu', testInfo);
});

test.describe('a member coming back', () => {
  const member = newApplicant('Dawn', 'Berlitz');

  test('is signed in again after a reload, from the session cookies', async ({ page, request, e2e }) => {
    await apiMember(request, { email: e2e.adminEmail, password: e2e.adminPassword }, member);
    await page.goto('/login');
    await loginViaUi(page, member.email, member.password);
    const account = page
      .getByRole('banner')
      .getByRole('button', { name: `Account menu for ${member.firstName}` });
    await expect(account).toBeVisible();

    await page.goto('/about');
    await expect(account).toBeVisible();
    await page.reload();
    await expect(account).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /^About/ })).toBeVisible();
  });
});
