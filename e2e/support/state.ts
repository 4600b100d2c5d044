import { readFileSync } from 'node:fs';

/** Name of the environment variable through which the global setup tells the workers where its state is. */
export const STATE_ENV = 'E2E_STATE_FILE';

/** What the global setup hands to the tests. */
export interface E2EState {
  /** Base URL of the production server under test (also its PUBLIC_URL). */
  baseUrl: string;
  /** First admin, created by the server from ADMIN_EMAIL / ADMIN_PASSWORD. */
  adminEmail: string;
  adminPassword: string;
  /** JSON file holding every mail the in-process SMTP server received. */
  mailboxFile: string;
  workDir: string;
  logFile: string;
}

let cached: E2EState | undefined;

export function e2eState(): E2EState {
  if (cached) return cached;
  const file = process.env[STATE_ENV];
  if (!file)
    throw new Error(
      `${STATE_ENV} is not set: the global setup did not run (see e2e/support/global-setup.ts)`,
    );
  cached = JSON.parse(readFileSync(file, 'utf8')) as E2EState;
  return cached;
}
