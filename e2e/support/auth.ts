import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The sign-in form's fields and button, by label and role. */
export function loginForm(page: Page) {
  return {
    // Spec: a username-or-email field.
    email: page.getByLabel(/email/i),
    password: page.getByLabel(/^password/i),
    submit: page.getByRole('button', { name: /^(sign in|log in|login)$/i }),
  };
}

/** Signs in through /login as a person would and waits to leave the login page. */
export async function loginViaUi(page: Page, email: string, password: string): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
  await expect(page).not.toHaveURL(/\/login(\?|#|$)/, { timeout: 15_000 });
}

/**
 * Signs the admin in through /login and waits for the admin app they land on to be drawn. Going elsewhere while
 * its chunks still load cancels their requests, and Playwright's 'networkidle' then waits on them for good.
 */
export async function loginAdminViaUi(page: Page, email: string, password: string): Promise<void> {
  await loginViaUi(page, email, password);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
}

/**
 * Logs out through the header's profile menu (avatar and first name, then Logout) and waits, as a person would,
 * until the header shows them signed out: the logout first asks the desk's store for unsent actions, and a page
 * left before that answers has not logged out.
 */
export async function logoutViaHeader(page: Page, firstName: string): Promise<void> {
  const banner = page.getByRole('banner');
  const account = banner.getByRole('button', { name: new RegExp(firstName, 'i') });
  await account.click();
  await page.getByRole('menuitem', { name: /^log ?out$/i }).click();
  await expect(account).toHaveCount(0, { timeout: 15_000 });
}
