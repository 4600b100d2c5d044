import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** How long the network may stay busy before the check goes on without waiting for it. */
const QUIET_NETWORK_WAIT_MS = 10_000;

/**
 * Measure colours at rest: once the page's requests have settled, a pre-rendered page has been taken over (its
 * disabled controls come alive with a colour transition) and every transition or finite animation (MUI fades,
 * toasts) has finished.
 */
async function untilAtRest(page: Page): Promise<void> {
  // Bounded: Playwright can count a request that a navigation cancelled as in flight for good, and then its
  // 'networkidle' never comes (a CI run once waited out the test's 30 s on a settled Submit Card dialog).
  await page.waitForLoadState('networkidle', { timeout: QUIET_NETWORK_WAIT_MS }).catch(() => undefined);
  // Taken over: the header's menu button says it is not ready until then (Header.tsx).
  await page.waitForFunction(
    () => !document.querySelector('[aria-label="Open navigation menu"][aria-disabled="true"]'),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** Runs axe-core on the page as it is now and fails with a readable list of every violation. */
export async function expectNoA11yViolations(page: Page, what: string, testInfo?: TestInfo): Promise<void> {
  await untilAtRest(page);
  const results = await new AxeBuilder({ page }).withTags(A11Y_TAGS).analyze();
  const violations = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    helpUrl: v.helpUrl,
    nodes: v.nodes.map((n) => ({
      target: n.target.join(' '),
      html: n.html.slice(0, 200),
      summary: n.failureSummary,
    })),
  }));
  if (testInfo && violations.length) {
    await testInfo.attach(`axe-${what.replace(/[^a-z0-9]+/gi, '-')}.json`, {
      body: JSON.stringify(violations, null, 2),
      contentType: 'application/json',
    });
  }
  const readable = violations
    .map(
      (v) =>
        `- [${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes
          .map(
            (n) =>
              `    at ${n.target}\n      ${n.html}\n      ${(n.summary ?? '').replace(/\n/g, '\n      ')}`,
          )
          .join('\n'),
    )
    .join('\n');
  expect(violations.length, `axe-core violations on ${what} (${page.url()}):\n${readable}`).toBe(0);
}
