import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSessionUser } from '../../auth/session';
import {
  apiError,
  json,
  makeUser,
  mockApi,
  refreshAs,
  type Operation,
  type SeenRequest,
} from '../../test/api-mock';
import { renderAt } from '../../test/render';
import { ProfilePage } from './ProfilePage';

async function renderProfile(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ authRefresh: refreshAs('MEMBER'), familyList: json(200, []), ...routes });
  renderAt('/profile', <ProfilePage />);
  await screen.findByRole('heading', { level: 1, name: 'My Profile' });
  return { ...api, user: userEvent.setup() };
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });
const calls = (requests: SeenRequest[], operation: Operation) =>
  requests.filter((r) => r.operation === operation);

async function openEdit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  return screen.getByRole('form', { name: 'Edit Profile' });
}

describe('ProfilePage view mode', () => {
  it('shows the default avatar as its sprite (spec 2 §2)', async () => {
    await renderProfile();
    expect(screen.getByRole('img', { name: "Ash's avatar: Pikachu" })).toHaveAttribute(
      'src',
      'https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/25.png',
    );
  });

  it('shows the basic information, the fixed level and the account settings', async () => {
    await renderProfile();
    expect(screen.getByText('member@example.org')).toBeInTheDocument();
    expect(screen.getByText('Level 25 Trainer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Basic Information' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
    for (const name of ['Email Preferences', 'Privacy Settings']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(/not available yet/);
    }
  });
});

describe('ProfilePage edit mode', () => {
  it('starts from the member’s details, and Cancel returns to view without saving', async () => {
    const { user, requests } = await renderProfile();
    const form = await openEdit(user);
    expect(within(form).getByRole('heading', { name: 'Edit Profile' })).toHaveFocus();
    expect(field(/^First Name/)).toHaveValue('Ash');
    expect(field(/^Email/)).toHaveValue('member@example.org');
    // The server's lengths: a longer paste stops at the limit instead of failing on Save.
    expect(field(/^Location/)).toHaveAttribute('maxlength', '100');
    expect(field(/^Bio/)).toHaveAttribute('maxlength', '1000');
    expect(within(form).getByRole('button', { name: 'Pikachu #25' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit Profile' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus());
    expect(calls(requests, 'usersUpdateMe')).toHaveLength(0);
  });

  it('asks for the required fields before calling the server', async () => {
    const { user, requests } = await renderProfile();
    await openEdit(user);
    await user.clear(field(/^Last Name/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(field(/^Last Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^First Name/)).toHaveAttribute('aria-invalid', 'false');
    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'not-an-address');
    await user.type(field(/^Last Name/), 'Ketchum');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(calls(requests, 'usersUpdateMe')).toHaveLength(0);
  });

  it('saves, updates the session user, says so and returns to view', async () => {
    const saved = makeUser('MEMBER', { firstName: 'Gary', avatar: 4, location: 'Pallet Town' });
    const { user, requests } = await renderProfile({
      usersUpdateMe: json(200, { user: saved, message: 'Profile updated successfully!', pendingEmail: null }),
    });
    const form = await openEdit(user);
    await user.clear(field(/^First Name/));
    await user.type(field(/^First Name/), ' Gary ');
    await user.type(field(/^Location/), 'Pallet Town');
    await user.click(within(form).getByRole('button', { name: 'Charmander #4' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(calls(requests, 'usersUpdateMe')[0]).toMatchObject({
      method: 'PUT',
      body: {
        avatar: 4,
        firstName: 'Gary',
        lastName: 'Ketchum',
        email: 'member@example.org',
        location: 'Pallet Town',
        bio: null,
      },
    });
    expect(getSessionUser()?.profile.firstName).toBe('Gary');
    expect(screen.queryByRole('form', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.getByText('Pallet Town')).toBeInTheDocument();
    // The address did not change: no password asked for, none sent.
    expect(calls(requests, 'usersUpdateMe')[0].body).not.toHaveProperty('currentPassword');
  });

  it('asks for the current password when the e-mail changes, and shows where the link went', async () => {
    const notice =
      'We sent a link to gary@oak.test to confirm your new e-mail address. Until you open it, you keep signing in with member@example.org.';
    const { user, requests } = await renderProfile({
      usersUpdateMe: json(200, { user: makeUser('MEMBER'), message: notice, pendingEmail: 'gary@oak.test' }),
    });
    await openEdit(user);
    expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'gary@oak.test');
    const password = field(/^Current Password/);
    expect(password).toHaveAccessibleDescription(/Needed to change your e-mail address/);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter your current password to change your e-mail address.',
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(calls(requests, 'usersUpdateMe')).toHaveLength(0);

    await user.type(password, 'my-secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const status = await screen.findByRole('status', { name: '' });
    expect(status).toHaveTextContent(notice);
    expect(calls(requests, 'usersUpdateMe')[0].body).toMatchObject({
      email: 'gary@oak.test',
      currentPassword: 'my-secret',
    });
    // Until the link is opened the account keeps its address.
    expect(getSessionUser()?.email).toBe('member@example.org');
  });

  it('shows the server’s refusal of a wrong password and stays in edit mode', async () => {
    const { user } = await renderProfile({
      usersUpdateMe: apiError(400, 'Current password is incorrect'),
    });
    await openEdit(user);
    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'gary@oak.test');
    await user.type(field(/^Current Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it.each([
    [
      "the server's message",
      apiError(409, 'This e-mail address is already registered'),
      'This e-mail address is already registered',
    ],
    [
      "'Failed to update profile' without one",
      new Response('Bad Gateway', { status: 502 }),
      'Failed to update profile',
    ],
    [
      'the retry sentence on a network failure',
      new TypeError('Failed to fetch'),
      'Failed to update profile. Please try again.',
    ],
  ])('stays in edit mode and shows %s when saving fails', async (_what, reply, message) => {
    const { user } = await renderProfile({ usersUpdateMe: reply });
    await openEdit(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit Profile' })).toBeInTheDocument();
  });
});

describe('ProfilePage change password', () => {
  async function openPasswordForm(routes: Parameters<typeof mockApi>[0] = {}) {
    const api = await renderProfile(routes);
    const toggle = screen.getByRole('button', { name: 'Change Password' });
    await api.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(field(/^Current Password/)).toHaveFocus();
    return api;
  }

  async function fill(
    user: ReturnType<typeof userEvent.setup>,
    current: string,
    next: string,
    confirm: string,
  ) {
    if (current) await user.type(field(/^Current Password/), current);
    if (next) await user.type(field(/^New Password/), next);
    if (confirm) await user.type(field(/^Confirm New Password/), confirm);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
  }

  it.each([
    ['a field is missing', ['pikachu', '', 'raichu1'], 'Please fill in all password fields'],
    ['the new passwords differ', ['pikachu', 'raichu1', 'raichu2'], 'New passwords do not match'],
    [
      'the new password is short',
      ['pikachu', 'rai', 'rai'],
      'New password must be at least 6 characters long',
    ],
  ])('refuses when %s, before calling the server', async (_what, [current, next, confirm], message) => {
    const { user, requests } = await openPasswordForm();
    await fill(user, current, next, confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(calls(requests, 'authChangePassword')).toHaveLength(0);
  });

  it('sends the current and new password, says so and closes the form', async () => {
    const { user, requests } = await openPasswordForm({
      authChangePassword: json(200, { message: 'Password changed successfully!' }),
    });
    await fill(user, 'pikachu', 'raichu25', 'raichu25');
    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    expect(calls(requests, 'authChangePassword')[0]?.body).toEqual({
      currentPassword: 'pikachu',
      newPassword: 'raichu25',
    });
    expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toHaveFocus();
  });

  it.each([
    ["the server's message", apiError(400, 'Current password is incorrect'), 'Current password is incorrect'],
    [
      "'Failed to change password' without one",
      new Response('', { status: 502 }),
      'Failed to change password',
    ],
    [
      'the retry sentence on a network failure',
      new TypeError('Failed to fetch'),
      'Failed to change password. Please try again.',
    ],
  ])('shows %s when the change fails', async (_what, reply, message) => {
    const { user } = await openPasswordForm({ authChangePassword: reply });
    await fill(user, 'wrong-one', 'raichu25', 'raichu25');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(/^Current Password/)).toBeInTheDocument();
  });
});
