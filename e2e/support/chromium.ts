import { existsSync } from 'node:fs';

/** The system Chromium the journeys drive (never a browser downloaded by Playwright). */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromiumAvailable = existsSync(CHROME_PATH);

export const NO_CHROMIUM_MESSAGE = [
  '',
  '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
  `!!  NO CHROMIUM at ${CHROME_PATH}: the browser journeys in e2e/ cannot run.`,
  "!!  Install Debian's chromium (apt-get install -y --no-install-recommends chromium)",
  '!!  or point CHROME_PATH at a Chromium binary. Never `npx playwright install`.',
  process.env.CI === 'true' || process.env.CI === '1'
    ? '!!  CI=true: failing the run.'
    : '!!  Not under CI: every browser journey is SKIPPED.',
  '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
  '',
].join('\n');

export const isCI = process.env.CI === 'true' || process.env.CI === '1';
