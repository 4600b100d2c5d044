import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
const base = 'http://localhost:3111';
const dir = process.argv[2];
const password = readFileSync(`${dir}/app/.data/first-admin-password.txt`, 'utf8').trim();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const results = [];
for (const [label, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text().slice(0, 120)));
  for (const path of ['/', '/singles-for-trade', '/artwork-for-sale', '/events', '/login', '/signup', '/confirm-email?token=bogus']) {
    const r = await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    results.push(`${label} ${path}: ${r.status()} axe=${axe.violations.map((v) => v.id).join(',') || 'clean'} sideways=${wide}`);
    await page.screenshot({ path: `/tmp/walk/${label}${path.replace(/[/?=]/g, '_')}.png` });
  }
  // Sign in as admin, then the profile: changing the e-mail asks for the current password.
  await page.goto(base + '/login');
  await page.getByLabel(/email/i).fill('admin@club.local');
  await page.getByLabel(/^password/i).first().fill(password);
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 15000 });
  await page.goto(base + '/profile', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const email = page.getByRole('textbox', { name: /^email/i });
  await email.fill(`admin+${label}@club.local`);
  await page.waitForTimeout(300);
  const pw = await page.getByLabel(/current password/i).count();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  results.push(`${label} /profile e-mail change shows current-password field: ${pw > 0} axe=${axe.violations.map((v) => v.id).join(',') || 'clean'}`);
  await page.screenshot({ path: `/tmp/walk/${label}_profile.png`, fullPage: true });
  results.push(`${label} console errors: ${errors.length ? errors.join(' | ') : 'none'}`);
  await context.close();
}
await browser.close();
console.log(results.join('\n'));
