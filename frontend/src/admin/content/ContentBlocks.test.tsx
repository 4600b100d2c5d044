import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '../../auth/session';
import { forgetCurrentUser } from '../current-user';
import { fakeAdminApi } from '../test/fake-admin-api';
import { renderAdmin } from '../test/render-admin';
import { phoneScreen } from '../test/screen-width';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  forgetCurrentUser();
});

const item = (id: number, section: string, fields: Record<string, unknown>) => ({
  id,
  sectionId: 1,
  section,
  title: '',
  description: null,
  imageUrl: null,
  date: null,
  year: null,
  time: null,
  participants: null,
  role: null,
  order: id,
  createdAt: '',
  updatedAt: '',
  ...fields,
});

describe('Content Management tab', () => {
  it('adds a team member after asking for name and role', async () => {
    const { db } = fakeAdminApi({ records: { 'content-items': [] } });
    renderAdmin('/admin?tab=content');
    const user = userEvent.setup();
    const block = await screen.findByRole('region', { name: 'Team Members' });
    await user.click(within(block).getByRole('button', { name: 'Add Team Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Team Member' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Sam Oak');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Please fill in all required fields')).length).toBeGreaterThan(0);
    await user.type(within(dialog).getByLabelText(/^Role/), 'Treasurer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Team member added successfully!')).toBeInTheDocument();
    expect(db.records['content-items'][0]).toMatchObject({
      section: 'meet_team',
      title: 'Sam Oak',
      role: 'Treasurer',
    });
  });

  it('writes a milestone’s year as 1 January of it', async () => {
    const { db } = fakeAdminApi({ records: { 'content-items': [] } });
    renderAdmin('/admin?tab=content');
    const user = userEvent.setup();
    const block = await screen.findByRole('region', { name: 'Our Journey Milestones' });
    await user.click(within(block).getByRole('button', { name: 'Add Milestone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Milestone' });
    await user.type(within(dialog).getByLabelText(/^Year/), '2019');
    await user.type(within(dialog).getByLabelText(/^Title/), 'First meeting');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Milestone added successfully!')).toBeInTheDocument();
    expect(db.records['content-items'][0]).toMatchObject({
      section: 'our_journey',
      title: 'First meeting',
      date: '2019-01-01',
    });
  });

  it('closes the dialog on Cancel without saving anything', async () => {
    const { calls } = fakeAdminApi({ records: { 'content-items': [] } });
    renderAdmin('/admin?tab=content');
    const user = userEvent.setup();
    const block = await screen.findByRole('region', { name: 'Session Times' });
    await user.click(within(block).getByRole('button', { name: /^Add Session/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.operation === 'adminContentCreate')).toBe(false);
  });

  it('deletes a session after the confirmation', async () => {
    const { db } = fakeAdminApi({
      records: {
        'content-items': [
          item(5, 'session_times', { title: 'Friday', time: '18:00', description: 'Casual play' }),
        ],
      },
    });
    renderAdmin('/admin?tab=content');
    const user = userEvent.setup();
    const block = await screen.findByRole('region', { name: 'Session Times' });
    expect(await within(block).findByText('Friday · 18:00')).toBeInTheDocument();
    await user.click(within(block).getByRole('button', { name: 'Delete Friday' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Are you sure you want to delete this session?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: /confirm/i }));
    expect(await screen.findByText('Session deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(db.records['content-items']).toHaveLength(0));
  });
});

/** Brock's open message about joining. */
const contactMessage = (message: string) => ({
  id: 1,
  name: 'Brock',
  email: 'brock@example.org',
  subject: 'Joining',
  message,
  createdAt: '2026-06-01T10:00:00.000Z',
  handled: false,
  handledAt: null,
});

describe('Contact messages', () => {
  it('lists the messages and marks one handled', async () => {
    const { db } = fakeAdminApi({
      records: {
        'contact-messages': [contactMessage('Hello')],
      },
    });
    renderAdmin('/admin/contact-messages');
    const user = userEvent.setup();
    const row = (await screen.findByText('Joining')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Open');
    await user.click(within(row).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Message marked handled')).toBeInTheDocument();
    expect(db.records['contact-messages'][0]).toMatchObject({ handled: true });
  });

  it('shows each message whole on a phone, in a card with its Mark handled', async () => {
    phoneScreen();
    const { db } = fakeAdminApi({
      records: {
        'contact-messages': [contactMessage('Hello,\ncan my son come on Friday?')],
      },
    });
    renderAdmin('/admin/contact-messages');
    const card = await screen.findByRole('article', { name: 'Joining' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('can my son come on Friday?');
    expect(within(card).getByRole('link', { name: 'brock@example.org' })).toHaveAttribute(
      'href',
      'mailto:brock@example.org',
    );
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Message marked handled')).toBeInTheDocument();
    expect(db.records['contact-messages'][0]).toMatchObject({ handled: true });
  });
});
