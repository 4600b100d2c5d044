// Browser journey of issue 35 §1–3: the organiser loads TOM's file on the tournaments page (a real export with
// made-up names), is told it was loaded, opens the tournament and downloads it back as a TOM file; the live
// standings show TOM's places and name no Junior or Senior. axe on the admin page at 1280 px, and no sideways
// scroll at 390 px.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoA11yViolations } from './support/a11y';
import { loginAdminViaUi } from './support/auth';
import { expect, skipWithoutChromium, test } from './support/fixtures';
import { fitsTheScreen } from './support/layout';

skipWithoutChromium();

const FIXTURE = join(import.meta.dirname, '../backend/test/fixtures/tom/league-cup-masters-apart.tdf');

test.use({ viewport: { width: 1280, height: 900 } });

test('a TOM file loaded on the tournaments page, on the live standings, and downloaded back', async ({
  page,
  browser,
  e2e,
}, testInfo) => {
  test.setTimeout(120_000);
  await loginAdminViaUi(page, e2e.adminEmail, e2e.adminPassword);
  await page.goto('/admin/tournaments');
  const tom = page.getByRole('region', { name: 'Sanctioned events: TOM files' });
  await expect(tom).toBeVisible();
  await expectNoA11yViolations(page, 'tournaments page with the TOM file panel', testInfo);

  // The id is made unique so a second run of the journey makes its own tournament.
  const text = readFileSync(FIXTURE, 'utf8').replace(
    '<id>25-11-024905</id>',
    `<id>25-11-${String(Date.now()).slice(-6)}</id>`,
  );
  await tom
    .locator('input[type=file]')
    .setInputFiles({ name: 'cup.tdf', mimeType: 'application/xml', buffer: Buffer.from(text) });
  await expect(tom.getByRole('status')).toContainText(
    'League Cup (masters apart) loaded: 29 players, round 7.',
  );
  await expectNoA11yViolations(page, 'tournaments page after a TOM file was loaded', testInfo);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await fitsTheScreen(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });

  await tom.getByRole('link', { name: 'Open the tournament' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'League Cup (masters apart)' })).toBeVisible();
  const id = /\/admin\/tournaments\/(\d+)/.exec(page.url())![1];
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'TOM file (.tdf)' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/\.tdf$/);

  // A visitor's phone: TOM's places, no Junior or Senior named, nothing about birth.
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto(`${e2e.baseUrl}/tournaments/${id}/standings`);
  await expect(visitor.getByText('Senior player 1').first()).toBeVisible();
  await expect(visitor.getByText(/02\/27|birth/i)).toHaveCount(0);
  expect(await fitsTheScreen(visitor)).toBe(true);
  await visitor.close();
});
