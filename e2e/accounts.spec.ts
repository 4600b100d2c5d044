// Browser journeys of accounts (spec 1 §2, §4, §5, §8; spec 2 §6), as a new user would do them,
// against the production build. Texts are the spec's exact texts.
import { expectNoA11yViolations } from './support/a11y';
import { apiFindUser, apiLogin, apiMember, apiSignup, newApplicant } from './support/api';
import { loginAdminViaUi, loginForm, loginViaUi, logoutViaHeader } from './support/auth';
import { expect, skipWithoutChromium, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { avatarChoice, fillSignup, signupForm } from './support/signup';

skipWithoutChromium();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('a new member from sign-up to logout', () => {
  test.describe.configure({ mode: 'serial' });

  const applicant = newApplicant('Misty', 'Waterflower');
  const avatar = { name: 'Charmander', dex: 4 };

  test('1. a visitor joins the club and is told the account awaits approval', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Join Club', exact: true }).click();
    await expect(page).toHaveURL(/\/signup$/);

    await fillSignup(page, applicant, { pokemon: avatar.name });
    await signupForm(page).submit.click();

    await expect(page.getByText('Account Created', { exact: true })).toBeVisible();
    // The success screen explains the approval and the e-mail that follows it.
    await expect(page.getByText(/approv/i).first()).toBeVisible();
    await expect(page.getByText(/e-?mail/i).first()).toBeVisible();

    await page
      .getByRole('button', { name: 'Go to Login' })
      .or(page.getByRole('link', { name: 'Go to Login' }))
      .click();
    await expect(page).toHaveURL(/\/login$/);

    await loginViaUi(page, applicant.email, applicant.password);
    await expect(page.getByText('Account Pending Approval', { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        'Your account is currently pending admin approval. You will be able to access all features once your account is approved.',
      ),
    ).toBeVisible();
    await expect(page.getByText('What happens next?')).toBeVisible();
  });

  test('2. the admin approves the applicant, who gets an approval e-mail', async ({ page, e2e, request }) => {
    await page.goto('/login');
    await loginViaUi(page, e2e.adminEmail, e2e.adminPassword);
    await expect(page).toHaveURL(/\/admin\/?$/);

    // The avatar picked at sign-up reached the server.
    const adminToken = await apiLogin(request, e2e.adminEmail, e2e.adminPassword);
    const stored = await apiFindUser(request, adminToken, applicant.email);
    expect(stored.role).toBe('PENDING');
    expect(stored.profile.avatar).toBe(avatar.dex);
    expect(stored.profile.firstName).toBe(applicant.firstName);

    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
    await expect(page.getByText('Approve or reject pending user applications')).toBeVisible();

    // The applicant's card: the innermost element holding both the e-mail and an Approve button.
    const card = page
      .locator('*')
      .filter({ hasText: applicant.email })
      .filter({ has: page.getByRole('button', { name: /^approve/i }) })
      .last();
    await expect(card).toBeVisible();
    await expect(card.getByText(`${applicant.firstName} ${applicant.lastName}`)).toBeVisible();
    await expect(card.getByRole('button', { name: /^reject/i })).toBeVisible();
    await card.getByRole('button', { name: /^approve/i }).click();

    await expect(page.getByText('User approved successfully!')).toBeVisible();
    await expect(page.getByText(applicant.email)).toHaveCount(0);

    const mail = await waitForMail(applicant.email);
    expect(mail.subject).toMatch(/approv/i);
    expect(mail.text).toMatch(/approv/i);
    const link = mail.text.match(new RegExp(`${escapeRegExp(e2e.baseUrl)}/\\S*`));
    expect(link, `a sign-in link starting with ${e2e.baseUrl} in:\n${mail.text}`).toBeTruthy();
    const response = await request.get(link![0].replace(/(?<![).,>])[).,>]+$/, ''));
    expect(response.status()).toBe(200);
  });

  test('3. the member signs in to the dashboard and is kept out of the admin area', async ({ page }) => {
    // A wrong password: the server's message in a toast, and the login form stays.
    await page.goto('/login');
    const form = loginForm(page);
    await form.email.fill(applicant.email);
    await form.password.fill(`${applicant.password}-wrong`);
    await form.submit.click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await loginViaUi(page, applicant.email, applicant.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Welcome back, Trainer!')).toBeVisible();
    // 'Welcome' with the member's first name.
    await expect(
      page.getByText(new RegExp(`welcome[\\s\\S]*${applicant.firstName}`, 'i')).first(),
    ).toBeVisible();
    await expect(page.getByText('Account Pending Approval')).toHaveCount(0);

    await page.goto('/admin');
    await expect(page.getByText('Access Denied', { exact: true })).toBeVisible();
    await expect(page.getByText('You need admin privileges to access this page.')).toBeVisible();
  });

  test('4. logging out says so and returns to the home page', async ({ page }) => {
    await page.goto('/login');
    await loginViaUi(page, applicant.email, applicant.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The welcome toast sits below the header, clear of the account menu that the member reaches for next.
    const toast = page.getByRole('alert').filter({ hasText: 'Welcome back, Trainer!' });
    await expect(toast).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

    await logoutViaHeader(page, applicant.firstName);
    await expect(page.getByText('Successfully logged out!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();

    // Signed out for real: a protected page shows the login screen again.
    await page.goto('/dashboard');
    await expect(loginForm(page).password).toBeVisible();
  });
});

test.describe('sign-up validation', () => {
  test('5. bad input shows the exact messages and no account is made', async ({ page, e2e, request }) => {
    const user = newApplicant('Brock', 'Harrison');
    await page.goto('/signup');
    const form = signupForm(page);
    // The pre-rendered form comes alive once hydrated; its button is enabled from then on.
    await expect(form.submit).toBeEnabled();

    // The avatar search box says when nothing matches.
    await form.avatarSearch.fill('zzzz');
    await expect(page.getByText('No Pokemon found')).toBeVisible();
    await form.avatarSearch.fill('');
    await expect(avatarChoice(page, 'Pikachu')).toBeVisible();

    await form.submit.click();
    await expect(page.getByText('All fields are required')).toBeVisible();

    await fillSignup(page, user, { confirmPassword: `${user.password}-typo` });
    await form.submit.click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await form.password.fill('abc12');
    await form.confirmPassword.fill('abc12');
    await form.submit.click();
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();

    await form.password.fill(user.password);
    await form.confirmPassword.fill(user.password);
    await form.email.fill('brock.at.pewter-gym');
    await form.submit.click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    await expect(page.getByText('Account Created')).toHaveCount(0);
    const adminToken = await apiLogin(request, e2e.adminEmail, e2e.adminPassword);
    const res = await request.get('/api/admin/users', { headers: { Authorization: `Bearer ${adminToken}` } });
    const emails = ((await res.json()) as { email: string }[]).map((u) => u.email);
    expect(emails).not.toContain(user.email);
    expect(emails).not.toContain('brock.at.pewter-gym');
  });

  test('signing up again with a registered e-mail looks like a new sign-up: the page tells nobody it is taken', async ({
    page,
    request,
  }) => {
    const user = newApplicant('Gary', 'Oak');
    await apiSignup(request, user);
    await page.goto('/signup');
    await fillSignup(page, user);
    await signupForm(page).submit.click();
    await expect(page.getByRole('heading', { name: 'Account Created' })).toBeVisible();
  });
});

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  test('public pages: /, /login, /signup', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoA11yViolations(page, 'home', testInfo);

    await page.goto('/login');
    await expect(loginForm(page).password).toBeVisible();
    await expectNoA11yViolations(page, 'login', testInfo);

    await page.goto('/signup');
    await expect(signupForm(page).confirmPassword).toBeVisible();
    await expectNoA11yViolations(page, 'signup', testInfo);
  });

  test('the pending-approval notice', async ({ page, request }, testInfo) => {
    const user = newApplicant('Tracey', 'Sketchit');
    await apiSignup(request, user);
    await page.goto('/login');
    await loginViaUi(page, user.email, user.password);
    await expect(page.getByText('Account Pending Approval', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page, 'pending notice', testInfo);
  });

  test('the member dashboard', async ({ page, request, e2e }, testInfo) => {
    const user = newApplicant('Dawn', 'Berlitz');
    await apiMember(request, { email: e2e.adminEmail, password: e2e.adminPassword }, user);
    await page.goto('/login');
    await loginViaUi(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(/welcome/i).first()).toBeVisible();
    await expectNoA11yViolations(page, 'dashboard', testInfo);
  });

  // Avatar pictures come from another host; when it cannot be reached, the account menus show an initial or
  // an icon instead, and their names must still contain their visible text (label-content-name-mismatch).
  test('the account menus when avatar pictures cannot load', async ({ page, request, e2e }, testInfo) => {
    await page.route(/^https:\/\/raw\.githubusercontent\.com\/PokeAPI\/sprites\//, (route) =>
      route.abort('connectionrefused'),
    );
    const user = newApplicant('Cilan', 'Striaton');
    await apiMember(request, { email: e2e.adminEmail, password: e2e.adminPassword }, user);
    await page.goto('/login');
    await loginViaUi(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const account = page
      .getByRole('banner')
      .getByRole('button', { name: `Account menu for ${user.firstName}` });
    await expect(account).toHaveText(user.firstName);
    await expect(account.locator('img')).toHaveCount(0); // the picture failed: its fallback shows
    await expectNoA11yViolations(page, 'dashboard without avatar pictures', testInfo);
    await logoutViaHeader(page, user.firstName);

    await loginAdminViaUi(page, e2e.adminEmail, e2e.adminPassword);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
    await expectNoA11yViolations(page, 'admin users without avatar pictures', testInfo);
  });

  test('the admin user management page', async ({ page, request, e2e }, testInfo) => {
    await apiSignup(request, newApplicant('Iris', 'Opelucid'));
    await page.goto('/login');
    await loginAdminViaUi(page, e2e.adminEmail, e2e.adminPassword);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^approve/i }).first()).toBeVisible();
    await expectNoA11yViolations(page, 'admin users', testInfo);
  });
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("the header's menu button opens the mobile menu", async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    const menuButton = banner.getByRole('button', { name: /menu/i });
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    // The menu (a drawer outside the header) offers the logged-out choices.
    const visibleEntry = (name: string) =>
      page
        .getByRole('link', { name, exact: true })
        .or(page.getByRole('menuitem', { name, exact: true }))
        .filter({ visible: true });
    await expect(visibleEntry('Join Club').first()).toBeVisible();
    await expect(visibleEntry('Home').first()).toBeVisible();
    const login = visibleEntry('Login');
    await expect(login.first()).toBeVisible();

    await login.first().click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
