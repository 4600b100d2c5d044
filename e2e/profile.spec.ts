// Browser journeys of the profile (spec 2 §2 'Profile', §5, §8): a member edits their details and
// changes their password, against the production build. Texts are the spec's exact texts.
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiMember, newApplicant } from './support/api';
import { loginForm, loginViaUi, logoutViaHeader } from './support/auth';
import { expect, skipWithoutChromium, test } from './support/fixtures';
import { avatarChoice } from './support/signup';

skipWithoutChromium();

function profileForm(page: Page) {
  const form = page.getByRole('form', { name: 'Edit Profile' });
  return {
    form,
    firstName: form.getByLabel(/^first name/i),
    location: form.getByLabel(/^location/i),
    avatarSearch: form.getByRole('searchbox', { name: /search/i }),
    save: form.getByRole('button', { name: 'Save', exact: true }),
    cancel: form.getByRole('button', { name: 'Cancel', exact: true }),
  };
}

function passwordForm(page: Page) {
  const form = page.getByRole('form', { name: 'Change Password' });
  return {
    form,
    current: form.getByLabel(/^current password/i),
    next: form.getByLabel(/^new password/i),
    confirm: form.getByLabel(/^confirm new password/i),
    submit: form.getByRole('button', { name: 'Update Password' }),
  };
}

test.describe('a member looks after their profile', () => {
  test.describe.configure({ mode: 'serial' });

  const member = newApplicant('Serena', 'Yvonne');
  const newPassword = `${member.password}-new`;

  test('1. edits the profile: required fields first, then saved, kept after a reload', async ({
    page,
    request,
    e2e,
  }, testInfo) => {
    await apiMember(request, { email: e2e.adminEmail, password: e2e.adminPassword }, member);
    await page.goto('/login');
    await loginViaUi(page, member.email, member.password);
    await page.goto('/profile');

    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByText('Level 25 Trainer')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Email Preferences' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Privacy Settings' })).toBeDisabled();
    await expectNoA11yViolations(page, 'profile (view)', testInfo);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = profileForm(page);
    await form.firstName.fill('');
    await form.save.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }),
    ).toBeVisible();
    await expect(form.firstName).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page, 'profile (edit, with an error)', testInfo);

    await form.firstName.fill('Serena-Rose');
    await form.location.fill('Vaniville Town');
    await form.avatarSearch.fill('eevee');
    await avatarChoice(page, 'Eevee').click();
    await form.save.click();

    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(form.form).toHaveCount(0);
    await expect(page.getByText('Vaniville Town')).toBeVisible();
    // The session's user follows: the header greets the member by the new name.
    const account = page.getByRole('banner').getByRole('button', { name: 'Account menu for Serena-Rose' });
    await expect(account).toBeVisible();

    await page.reload();
    await expect(page.getByText('Vaniville Town')).toBeVisible();
    await expect(page.getByText('Eevee', { exact: true })).toBeVisible();
  });

  test('2. changes the password: the rules, the server refusing, then the change', async ({
    page,
  }, testInfo) => {
    await page.goto('/login');
    await loginViaUi(page, member.email, member.password);
    await page.goto('/profile');

    await page.getByRole('button', { name: 'Change Password' }).click();
    const form = passwordForm(page);
    await expect(form.current).toBeFocused();

    await form.submit.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please fill in all password fields' }),
    ).toBeVisible();

    await form.current.fill(member.password);
    await form.next.fill(newPassword);
    await form.confirm.fill(`${newPassword}-typo`);
    await form.submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'New passwords do not match' })).toBeVisible();

    await form.next.fill('abc12');
    await form.confirm.fill('abc12');
    await form.submit.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'New password must be at least 6 characters long' }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'change password (with an error)', testInfo);

    // A wrong current password: the server's message.
    await form.current.fill(`${member.password}-wrong`);
    await form.next.fill(newPassword);
    await form.confirm.fill(newPassword);
    await form.submit.click();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();

    await form.current.fill(member.password);
    await form.submit.click();
    await expect(page.getByText('Password changed successfully!')).toBeVisible();
    await expect(form.form).toHaveCount(0);

    // The new password signs in; the old one no longer does.
    await logoutViaHeader(page, 'Serena-Rose');
    await page.goto('/login');
    const login = loginForm(page);
    await login.email.fill(member.email);
    await login.password.fill(member.password);
    await login.submit.click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await loginViaUi(page, member.email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('the profile at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('edit mode and the password form fit and pass axe', async ({ page, request, e2e }, testInfo) => {
    const member = newApplicant('Clemont', 'Lumiose');
    await apiMember(request, { email: e2e.adminEmail, password: e2e.adminPassword }, member);
    await page.goto('/login');
    await loginViaUi(page, member.email, member.password);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(passwordForm(page).current).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page, 'profile (edit and change password, phone)', testInfo);
    await profileForm(page).cancel.click();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();
  });
});
