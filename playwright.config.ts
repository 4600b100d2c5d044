import { defineConfig, devices } from '@playwright/test';
import { CHROME_PATH, chromiumAvailable, isCI, NO_CHROMIUM_MESSAGE } from './e2e/support/chromium';

// Browser journeys against the production build (`node backend/dist/cli/start.js`), which the global
// setup starts on a free loopback port with a fresh data folder and an in-process SMTP server.
// `npm run test:e2e` builds first, then runs `playwright test`.

if (!chromiumAvailable) console.error(NO_CHROMIUM_MESSAGE);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results/e2e',
  globalSetup: './e2e/support/global-setup.ts',
  // The journeys share one server and build on each other's accounts: run them one at a time.
  fullyParallel: false,
  workers: 1,
  forbidOnly: isCI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    [isCI ? 'list' : 'line'],
    ['json', { outputFile: './test-results/e2e-results.json' }],
    ['html', { outputFolder: './playwright-report', open: 'never' }],
  ],
  use: {
    // The real base URL is only known once the global setup has started the server on a free port;
    // e2e/support/fixtures.ts overrides it from E2E_BASE_URL.
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROME_PATH,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
