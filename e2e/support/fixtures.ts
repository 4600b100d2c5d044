import { test as base, expect } from '@playwright/test';
import { chromiumAvailable, NO_CHROMIUM_MESSAGE } from './chromium';
import { e2eState, type E2EState } from './state';

export { expect };

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Pokémon avatar artwork is linked from a public sprite repository (the API's avatarUrl). The tests never
 * leave this machine, so those images are answered here with a tiny PNG, as a reachable host would answer.
 */
const SPRITE_URL = /^https:\/\/raw\.githubusercontent\.com\/PokeAPI\/sprites\//;
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * `test` for every journey: the base URL of the server the global setup started, a skip without Chromium,
 * and a browser that never leaves this machine (avatar sprites are answered locally; other requests to other
 * hosts are aborted and listed on the test).
 */
export const test = base.extend<{ e2e: E2EState }>({
  // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(chromiumAvailable ? e2eState().baseUrl : undefined);
  },
  // eslint-disable-next-line no-empty-pattern
  e2e: async ({}, use) => {
    await use(e2eState());
  },
  context: async ({ context }, use, testInfo) => {
    const blocked = new Set<string>();
    await context.route(
      (url) => (url.protocol === 'http:' || url.protocol === 'https:') && !LOOPBACK_HOSTS.has(url.hostname),
      async (route) => {
        const url = route.request().url();
        if (SPRITE_URL.test(url))
          return route.fulfill({ status: 200, contentType: 'image/png', body: TINY_PNG });
        blocked.add(url);
        await route.abort('blockedbyclient');
      },
    );
    await use(context);
    if (blocked.size) {
      await testInfo.attach('blocked-external-requests.txt', {
        body: [...blocked].join('\n'),
        contentType: 'text/plain',
      });
    }
  },
});

/** Call at the top of a spec file: without Chromium (and outside CI, where the setup already failed) skip it all. */
export function skipWithoutChromium(): void {
  test.skip(!chromiumAvailable, NO_CHROMIUM_MESSAGE);
}
