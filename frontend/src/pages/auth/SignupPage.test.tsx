import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi, refreshAs, type SeenRequest } from '../../test/api-mock';
import { LocationProbe, renderAt } from '../../test/render';
import { SignupPage } from './SignupPage';

type Form = { firstName: string; lastName: string; email: string; password: string; confirmPassword: string };
const valid: Form = {
  firstName: 'Ash',
  lastName: 'Ketchum',
  email: 'ash@example.org',
  password: 'pikachu',
  confirmPassword: 'pikachu',
};

async function renderSignup(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ authRefresh: refreshAs(null), ...routes });
  renderAt('/signup', <SignupPage />, [{ path: '/login', element: <LocationProbe /> }]);
  await screen.findByRole('heading', { level: 1, name: 'Join the Club' });
  return api;
}

async function fill(values: Partial<Form>) {
  const user = userEvent.setup();
  const labels: Record<keyof Form, RegExp> = {
    firstName: /^First Name/,
    lastName: /^Last Name/,
    email: /^Email/,
    password: /^Password/,
    confirmPassword: /^Confirm Password/,
  };
  for (const [key, value] of Object.entries(values) as [keyof Form, string][]) {
    if (!value) continue;
    await user.click(screen.getByLabelText(labels[key], { selector: 'input' }));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  return user;
}

const signupCalls = (requests: SeenRequest[]) => requests.filter((r) => r.operation === 'authSignup');

describe('SignupPage validation', () => {
  it.each([
    ['the first name', { firstName: '' }],
    ['the last name', { lastName: '' }],
    ['the email', { email: '' }],
    ['the password', { password: '' }],
    ['the confirmation', { confirmPassword: '' }],
  ])('asks for all fields when %s is missing, without calling the server', async (_what, missing) => {
    const { requests } = await renderSignup();
    await fill({ ...valid, ...missing });
    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are required');
    expect(signupCalls(requests)).toHaveLength(0);
  });

  it('rejects passwords that do not match', async () => {
    const { requests } = await renderSignup();
    await fill({ ...valid, confirmPassword: 'pikachu2' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(signupCalls(requests)).toHaveLength(0);
  });

  it('rejects passwords shorter than 6 characters', async () => {
    const { requests } = await renderSignup();
    await fill({ ...valid, password: 'pika', confirmPassword: 'pika' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
    expect(signupCalls(requests)).toHaveLength(0);
  });

  it('rejects an invalid email address', async () => {
    const { requests } = await renderSignup();
    await fill({ ...valid, email: 'ash-at-example.org' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(signupCalls(requests)).toHaveLength(0);
  });

  it('shows the banner above the form', async () => {
    await renderSignup();
    await fill({ ...valid, confirmPassword: 'nope!!' });
    const alert = await screen.findByRole('alert');
    const form = screen.getByRole('form', { name: 'Sign up' });
    expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('SignupPage submission', () => {
  it('sends the trimmed fields with the default avatar 25 and shows the Account Created screen', async () => {
    const { requests } = await renderSignup({
      authSignup: json(201, { message: 'Account created' }),
    });
    const user = await fill({ ...valid, firstName: ' Ash ', email: 'ash@example.org ' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Created' })).toBeInTheDocument();
    expect(signupCalls(requests)[0].body).toEqual({
      firstName: 'Ash',
      lastName: 'Ketchum',
      email: 'ash@example.org',
      password: 'pikachu',
      avatar: 25,
    });
    expect(screen.getByText(/approve your account/i)).toBeInTheDocument();
    expect(screen.getByText(/e-mail/i)).toHaveTextContent('ash@example.org');
    await user.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });

  it('sends the chosen avatar', async () => {
    const { requests } = await renderSignup({ authSignup: json(201, { message: 'ok' }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Charmander #4' }));
    expect(screen.getByRole('button', { name: 'Charmander #4' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Pikachu #25' })).toHaveAttribute('aria-pressed', 'false');
    await fill(valid);
    await screen.findByRole('heading', { name: 'Account Created' });
    expect(signupCalls(requests)[0].body).toMatchObject({ avatar: 4 });
  });

  it("shows the server's message when the server refuses", async () => {
    await renderSignup({
      authSignup: apiError(429, 'Too many attempts. Please wait a few minutes and try again.'),
    });
    await fill(valid);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(screen.queryByRole('heading', { name: 'Account Created' })).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to create account' when the server gives no message", async () => {
    await renderSignup({ authSignup: new Response('Bad Gateway', { status: 502 }) });
    await fill(valid);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to create account$/);
  });

  it('says so when the network fails', async () => {
    await renderSignup({ authSignup: new TypeError('Failed to fetch') });
    await fill(valid);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create account. Please try again.');
  });
});

describe('SignupPage fields', () => {
  it('has a show/hide toggle on both password fields', async () => {
    await renderSignup();
    const user = userEvent.setup();
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    const confirm = screen.getByLabelText(/^Confirm Password/, { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    expect(confirm).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(confirm).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirm).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('offers 31 Pokémon with a search by name or number', async () => {
    await renderSignup();
    const user = userEvent.setup();
    const list = screen.getByRole('list', { name: 'Pokémon avatars' });
    expect(within(list).getAllByRole('button')).toHaveLength(31);
    const search = screen.getByRole('searchbox', { name: 'Search Pokémon' });
    await user.type(search, 'squir');
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(list).getByRole('button', { name: 'Squirtle #7' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '150');
    expect(screen.getByRole('button', { name: 'Mewtwo #150' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'digimon');
    expect(screen.getByText('No Pokemon found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Pokémon avatars' })).not.toBeInTheDocument();
  });

  it('links back to the login page', async () => {
    await renderSignup();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
