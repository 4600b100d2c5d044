import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '../../auth/session';
import { apiError } from '../../test/api-mock';
import { forgetCurrentUser } from '../current-user';
import { fakeAdminApi } from '../test/fake-admin-api';
import { renderAdmin } from '../test/render-admin';
import { clubUsers } from '../test/user-fixtures';

afterEach(() => {
  clearSession();
  forgetCurrentUser();
});

const muteExpectedErrors = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const save = () => userEvent.click(screen.getByRole('button', { name: /save/i }));

describe('New user (/admin/users/create)', () => {
  it('starts as a MEMBER with avatar 25 and asks for the missing fields', async () => {
    const { calls } = fakeAdminApi({ users: clubUsers });
    renderAdmin('/admin/users/create');
    await screen.findByLabelText(/email/i, { selector: 'input' });
    // react-admin's own address opens the user dialog over the dashboard's Users tab.
    expect(screen.getByRole('dialog', { name: 'New user' })).toBeInTheDocument();
    expect(field(/avatar/i)).toHaveValue(25);
    expect(screen.getByRole('combobox', { name: /role/i })).toHaveTextContent('Member');

    await userEvent.type(field(/email/i), 'dawn@example.org');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    // …and marks each missing field with the same sentence.
    expect(screen.getAllByText('Please fill in all required fields').length).toBeGreaterThanOrEqual(4);
    expect(calls.some((c) => c.operation === 'adminUsersCreate')).toBe(false);
  });

  it('rejects a short password before calling the server', async () => {
    const { calls } = fakeAdminApi({ users: clubUsers });
    renderAdmin('/admin/users/create');
    await userEvent.type(await screen.findByLabelText(/email/i, { selector: 'input' }), 'dawn@example.org');
    await userEvent.type(field(/password/i), '12345');
    await userEvent.type(field(/first name/i), 'Dawn');
    await userEvent.type(field(/last name/i), 'Berlitz');
    await save();
    expect(
      (await screen.findAllByText('Password must be at least 6 characters long')).length,
    ).toBeGreaterThan(0);
    expect(calls.some((c) => c.operation === 'adminUsersCreate')).toBe(false);
  });

  it('posts the form’s record as react-admin sends it, says so and goes back to the Users tab', async () => {
    const { calls, db } = fakeAdminApi({ users: clubUsers });
    const { router } = renderAdmin('/admin/users/create');
    await userEvent.type(await screen.findByLabelText(/email/i, { selector: 'input' }), 'dawn@example.org');
    await userEvent.type(field(/password/i), 'piplup1');
    await userEvent.type(field(/first name/i), 'Dawn');
    await userEvent.type(field(/last name/i), 'Berlitz');
    await save();

    expect(await screen.findByText('User created successfully!')).toBeInTheDocument();
    const post = calls.find((c) => c.operation === 'adminUsersCreate');
    expect(post?.body).toEqual({
      email: 'dawn@example.org',
      password: 'piplup1',
      profile: { firstName: 'Dawn', lastName: 'Berlitz', avatar: 25 },
      role: 'MEMBER',
    });
    expect(post?.headers.get('Authorization')).toBe('Bearer token-ADMIN');
    expect(db.users.some((u) => u.email === 'dawn@example.org')).toBe(true);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=users'));
    expect(router.state.location.pathname).toBe('/admin');
  });

  it("shows the server's message when creating fails", async () => {
    muteExpectedErrors();
    fakeAdminApi({
      users: clubUsers,
      overrides: {
        adminUsersCreate: () => apiError(409, 'This e-mail address is already registered'),
      },
    });
    renderAdmin('/admin/users/create');
    await userEvent.type(await screen.findByLabelText(/email/i, { selector: 'input' }), 'ash@example.org');
    await userEvent.type(field(/password/i), 'pikachu');
    await userEvent.type(field(/first name/i), 'Ash');
    await userEvent.type(field(/last name/i), 'Ketchum');
    await save();
    expect(await screen.findByText('This e-mail address is already registered')).toBeInTheDocument();
  });
});

describe('Edit user (/admin/users/{id})', () => {
  it('has no password field and sends the record back as served, edited', async () => {
    const { calls, db } = fakeAdminApi({ users: clubUsers });
    renderAdmin('/admin/users/3');
    const lastName = await screen.findByDisplayValue('Ketchum');
    expect(screen.getByRole('dialog', { name: 'Edit user Ash Ketchum' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();

    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Satoshi');
    await userEvent.click(screen.getByRole('combobox', { name: /role/i }));
    await userEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    await save();

    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect([put?.operation, put?.params.id]).toEqual(['adminUsersUpdate', '3']);
    const served = clubUsers.find((u) => u.id === 3)!;
    expect(put?.body).toEqual({
      ...served,
      role: 'ADMIN',
      profile: { ...served.profile, lastName: 'Satoshi' },
    });
    expect(db.users.find((u) => u.id === 3)).toMatchObject({
      role: 'ADMIN',
      profile: { lastName: 'Satoshi' },
    });
  });

  it("shows the server's message, else 'Failed to update user'", async () => {
    muteExpectedErrors();
    fakeAdminApi({
      users: clubUsers,
      overrides: {
        adminUsersUpdate: () => new Response('oops', { status: 500 }),
      },
    });
    renderAdmin('/admin/users/3');
    const firstName = await screen.findByDisplayValue('Ash');
    await userEvent.type(firstName, 'ley');
    await save();
    expect(await screen.findByText('Failed to update user')).toBeInTheDocument();
  });

  it('deletes after confirmation and goes back to the Users tab', async () => {
    const { calls, db } = fakeAdminApi({ users: clubUsers });
    const { router } = renderAdmin('/admin/users/2');
    await screen.findByDisplayValue('Brock');
    await userEvent.click(screen.getByRole('button', { name: /delete/i }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this user?');
    await userEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));

    expect(await screen.findByText('User deleted successfully!')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => [c.operation, c.params.id])).toEqual([
      ['adminUsersRemove', '2'],
    ]);
    expect(db.users.some((u) => u.id === 2)).toBe(false);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=users'));
  });
});

describe('The user dialog over the Users tab', () => {
  it('opens from a row, closes with Escape back to the table, and gives the focus back to the row', async () => {
    fakeAdminApi({ users: clubUsers });
    const { router } = renderAdmin('/admin?tab=users');
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    const edit = await within(table).findByRole('link', { name: 'Edit Brock Harrison' });
    expect(edit).toHaveAttribute('href', '/admin?tab=users&user=2');
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit user Brock Harrison' });
    expect(router.state.location.search).toBe('?tab=users&user=2');
    await within(dialog).findByDisplayValue('Brock');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?tab=users');
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it('says "An unexpected error occurred" when a change never reaches the server', async () => {
    muteExpectedErrors();
    fakeAdminApi({ users: clubUsers, overrides: { adminUsersUpdate: () => Response.error() } });
    renderAdmin('/admin?tab=users&user=3');
    await userEvent.type(await screen.findByDisplayValue('Ash'), 'ley');
    await save();
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
  });

  it('says "An error occurred while saving the user" when a new user never reaches the server', async () => {
    muteExpectedErrors();
    fakeAdminApi({ users: clubUsers, overrides: { adminUsersCreate: () => Response.error() } });
    renderAdmin('/admin?tab=users&user=create');
    await userEvent.type(await screen.findByLabelText(/email/i, { selector: 'input' }), 'dawn@example.org');
    await userEvent.type(field(/password/i), 'piplup1');
    await userEvent.type(field(/first name/i), 'Dawn');
    await userEvent.type(field(/last name/i), 'Berlitz');
    await save();
    expect(await screen.findByText('An error occurred while saving the user')).toBeInTheDocument();
  });
});

describe('Delete from the Users tab', () => {
  it('asks first, deletes, says so and stays on the table', async () => {
    const { calls } = fakeAdminApi({ users: clubUsers });
    const { router } = renderAdmin('/admin?tab=users');
    const table = await screen.findByRole('table');
    const row = await within(table).findByText('Brock Harrison');
    await userEvent.click(within(row.closest('tr') as HTMLElement).getByRole('button', { name: /delete/i }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this user?');
    await userEvent.click(within(dialog).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(within(row.closest('tr') as HTMLElement).getByRole('button', { name: /delete/i }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }),
    );
    expect(await screen.findByText('User deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Brock Harrison')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?tab=users');
  });
});

describe('The admin’s own account', () => {
  it('offers no Delete and keeps the role as it is, saying why; other admins’ rows keep both', async () => {
    const { calls } = fakeAdminApi({ users: clubUsers });
    renderAdmin('/admin/users/1');
    await screen.findByDisplayValue('Waterflower');
    expect(await screen.findByText('Your own role: another admin can change it.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /role/i }));
    expect(screen.queryByRole('option', { name: 'Member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();

    await userEvent.type(field(/first name/i), 'e');
    await save();
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ role: 'ADMIN' });
  });

  it('has no Delete in its row of the Users tab', async () => {
    fakeAdminApi({ users: clubUsers });
    renderAdmin('/admin?tab=users');
    const table = await screen.findByRole('table');
    const own = (await within(table).findByText('Misty Waterflower')).closest('tr') as HTMLElement;
    const other = within(table).getByText('Brock Harrison').closest('tr') as HTMLElement;
    await waitFor(() =>
      expect(within(own).queryByRole('button', { name: /delete/i })).not.toBeInTheDocument(),
    );
    expect(within(other).getByRole('button', { name: /delete/i })).toBeInTheDocument();
  });
});
