// Browser journeys of issue 36: /trading is for signed-in, approved members (spec 2 §2, the redirect screen), and
// the card and deck service gives up after 10 seconds (spec 2 §7, §9; docs/adr/0068): a card search the server
// never answers ends in 'did not answer' and Try Again, not a spinner for ever.
import { apiMember, newApplicant } from './support/api';
import { loginForm, loginViaUi } from './support/auth';
import { expect, skipWithoutChromium, test } from './support/fixtures';

skipWithoutChromium();

test.describe('/trading', () => {
  test('asks a visitor to sign in, then sends the member on to the Trading Center', async ({
    page,
    request,
    e2e,
  }) => {
    const member = newApplicant('Gate', 'Keeper');
    await apiMember(request, { email: e2e.adminEmail, password: e2e.adminPassword }, member);

    await page.goto('/trading');
    const form = loginForm(page);
    await expect(form.submit).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Trading Center' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/trading$/);

    // Signing in on the spot goes on to the Trading Center.
    await form.email.fill(member.email);
    await form.password.fill(member.password);
    await form.submit.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trading Center' })).toBeVisible();
    await expect(page).toHaveURL(/\/trading-center$/);

    // Signed in already: straight there.
    await page.goto('/trading');
    await expect(page).toHaveURL(/\/trading-center$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Trading Center' })).toBeVisible();
  });
});

test.describe('the card and deck service', () => {
  test('a card search the server never answers says so after 10 seconds, with Try Again', async ({
    page,
    request,
    e2e,
  }) => {
    const member = newApplicant('Slow', 'Poke');
    await apiMember(request, { email: e2e.adminEmail, password: e2e.adminPassword }, member);
    await loginViaUi(page, member.email, member.password);

    // The search is taken and held: no answer, no error, as a hung server would do.
    let held = 0;
    const hold = async () => {
      held += 1;
    };
    await page.route('**/api/pokemon/cards/search**', hold);
    await page.goto('/pokemon/browse');
    await expect(page.getByRole('heading', { name: 'Card Browser', level: 1 })).toBeVisible();
    await expect.poll(() => held).toBeGreaterThan(0);
    const startedAt = Date.now();

    const message = page.getByText(
      'The card and deck service did not answer within 10 seconds. Please try again.',
    );
    // Still waiting well before the limit…
    await page.waitForTimeout(5_000);
    await expect(message).toHaveCount(0);
    await expect(page.getByText('Loading cards...')).toBeVisible();
    // …and the message, with Try Again, once it has passed (not a second wait behind the page's back).
    await expect(message).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - startedAt).toBeLessThan(14_000);
    expect(held).toBe(1);

    // The server answers again: Try Again searches once more.
    await page.unroute('**/api/pokemon/cards/search**', hold);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(message).toHaveCount(0);
    await expect(page.getByText(/^(Showing \d+ of \d+ cards|No cards found)$/).first()).toBeVisible();
  });
});
