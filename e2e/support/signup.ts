import type { Page } from '@playwright/test';
import type { NewUser } from './api';

/** The sign-up form (/signup), by label and role. */
export function signupForm(page: Page) {
  return {
    avatarSearch: page
      .getByRole('textbox', { name: /search/i })
      .or(page.getByRole('searchbox', { name: /search/i })),
    firstName: page.getByLabel(/^first name/i),
    lastName: page.getByLabel(/^last name/i),
    email: page.getByLabel(/^email/i),
    password: page.getByLabel(/^password/i),
    confirmPassword: page.getByLabel(/^confirm password/i),
    submit: page.getByRole('button', {
      name: /^(create account|sign up|join( the)? club|create my account)$/i,
    }),
  };
}

/** The avatar choice for a Pokémon in the picker (a button, radio or option named after it). */
export function avatarChoice(page: Page, pokemon: string) {
  const name = new RegExp(pokemon, 'i');
  return page
    .getByRole('button', { name })
    .or(page.getByRole('radio', { name }))
    .or(page.getByRole('option', { name }))
    .first();
}

/** Fills every field; `pokemon` is typed into the avatar search box and then picked. */
export async function fillSignup(
  page: Page,
  user: NewUser,
  options: { confirmPassword?: string; pokemon?: string } = {},
): Promise<void> {
  const form = signupForm(page);
  if (options.pokemon) {
    await form.avatarSearch.fill(options.pokemon);
    await avatarChoice(page, options.pokemon).click();
  }
  await form.firstName.fill(user.firstName);
  await form.lastName.fill(user.lastName);
  await form.email.fill(user.email);
  await form.password.fill(user.password);
  await form.confirmPassword.fill(options.confirmPassword ?? user.password);
}
