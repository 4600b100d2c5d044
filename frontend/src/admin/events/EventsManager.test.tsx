import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '../../auth/session';
import { forgetCurrentUser } from '../current-user';
import { fakeAdminApi } from '../test/fake-admin-api';
import { renderAdmin } from '../test/render-admin';

afterEach(() => {
  clearSession();
  forgetCurrentUser();
});

const event = (id: number, fields: Record<string, unknown>) => ({
  id,
  title: `Event ${id}`,
  description: 'Bring your deck.',
  date: '2026-07-04T17:30:00.000Z',
  time: '18:30',
  location: null,
  type: 'TOURNAMENT',
  maxAttendees: null,
  isActive: true,
  image: null,
  attendeeCount: 0,
  placesLeft: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  ...fields,
});

describe('Events manager (/admin/events)', () => {
  it('shows the title, each event’s limit (∞ for none) and who registered, with the fallbacks', async () => {
    fakeAdminApi({
      records: {
        events: [event(1, { title: 'League Cup', maxAttendees: 3 }), event(2, { title: 'Trade Night' })],
      },
      answers: {
        eventsOfEvent: [
          {
            id: 1,
            eventId: 1,
            registeredAt: '2026-06-01T10:00:00.000Z',
            status: 'REGISTERED',
            user: {
              id: 2,
              email: 'ash@example.org',
              profile: { firstName: 'Ash', lastName: 'Ketchum', avatar: 25, avatarUrl: '' },
            },
            familyMember: null,
          },
          {
            id: 2,
            eventId: 1,
            registeredAt: '2026-06-01T11:00:00.000Z',
            status: 'REGISTERED',
            user: null,
            familyMember: null,
          },
        ],
      },
    });
    renderAdmin('/admin/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Events' })).toBeInTheDocument();
    expect(screen.getByText('Create and manage community events')).toBeInTheDocument();
    const cup = await screen.findByRole('article', { name: 'League Cup' });
    expect(cup).toHaveTextContent('Limit: 3');
    expect(screen.getByRole('article', { name: 'Trade Night' })).toHaveTextContent('Limit: ∞');

    await userEvent.click(within(cup).getByRole('button', { name: 'View registrations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrations for League Cup' });
    expect(await within(dialog).findByText('Ash Ketchum')).toBeInTheDocument();
    expect(within(dialog).getAllByText('REGISTERED')).toHaveLength(2);
    expect(within(dialog).getByText('Unknown User')).toBeInTheDocument();
    expect(within(dialog).getByText(/No email available/)).toBeInTheDocument();
  });

  it("says 'No events yet' with the way to begin", async () => {
    fakeAdminApi({ records: { events: [] } });
    renderAdmin('/admin/events');
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
    expect(screen.getByText('Create your first event to get started!')).toBeInTheDocument();
  });

  it("asks for title and date first, then adds the event in UK time and says 'Event added successfully!'", async () => {
    const { db } = fakeAdminApi({ records: { events: [] } });
    renderAdmin('/admin/events/create');
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Save' });
    await user.type(screen.getByLabelText(/^Title/), 'League Cup');
    await user.type(screen.getByLabelText(/^Description/), 'Standard format');
    await user.click(save);
    expect((await screen.findAllByText('Please fill in title and date')).length).toBeGreaterThan(0);
    expect(db.records.events).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Date/), '2026-07-04');
    await user.type(screen.getByLabelText(/^Time/), '10:00');
    await user.type(screen.getByLabelText(/^Max attendees/), '3');
    await user.click(save);
    expect(await screen.findByText('Event added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(db.records.events).toHaveLength(1));
    expect(db.records.events[0]).toMatchObject({
      title: 'League Cup',
      type: 'TOURNAMENT',
      date: '2026-07-04T09:00:00.000Z',
      time: '10:00',
      maxAttendees: 3,
    });
  });

  it('edits an event as the record it was served, in UK time, and says so', async () => {
    const { db } = fakeAdminApi({
      records: {
        events: [
          event(1, { title: 'League Cup', date: '2026-07-03T23:30:00.000Z', time: '00:30', maxAttendees: 3 }),
        ],
      },
    });
    renderAdmin('/admin/events/1');
    const user = userEvent.setup();
    const date = await screen.findByLabelText(/^Date/);
    await waitFor(() => expect(date).toHaveValue('2026-07-04'));
    const limit = screen.getByLabelText(/^Max attendees/);
    await user.clear(limit);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Event updated successfully!')).toBeInTheDocument();
    expect(db.records.events[0]).toMatchObject({
      title: 'League Cup',
      date: '2026-07-03T23:30:00.000Z',
      time: '00:30',
      maxAttendees: null,
      attendeeCount: 0,
    });
  });

  it('opens Edit as a dialog over the cards, and Escape brings back the list with the focus on that Edit', async () => {
    fakeAdminApi({
      records: { events: [event(1, { title: 'League Cup' }), event(2, { title: 'Trade Night' })] },
    });
    const { router } = renderAdmin('/admin/events');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Trade Night' });
    const edit = within(card).getByRole('link', { name: 'Edit Trade Night' });
    expect(edit).toHaveAttribute('href', '/admin/events/2');
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    expect(await within(dialog).findByDisplayValue('Trade Night')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/events/2');
    // The list is still there beneath the modal (hidden from assistive technology while it is open).
    expect(
      screen.getByRole('heading', { level: 1, name: 'Manage Events', hidden: true }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/events');
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it('says so in the dialog when the event of a pasted address is gone', async () => {
    fakeAdminApi({ records: { events: [] } });
    renderAdmin('/admin/events/99');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    expect(await within(dialog).findByText(/could not be loaded/)).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
  });
});

describe("The dashboard's quick event form (Content tab)", () => {
  it('needs only title and date, opens over the tab and adds the event at UK midnight', async () => {
    const { db } = fakeAdminApi({ records: { events: [], 'content-items': [] } });
    const { router } = renderAdmin('/admin?tab=content');
    const user = userEvent.setup();
    const block = await screen.findByRole('region', { name: 'Upcoming Events' });
    const add = within(block).getByRole('link', { name: 'Add Event' });
    expect(add).toHaveAttribute('href', '/admin?tab=content&event=create');
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add Event' });
    await user.type(within(dialog).getByLabelText(/^Location/), 'Corn Exchange');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in title and date');
    await user.type(within(dialog).getByLabelText(/^Title/), 'Trade Night');
    await user.type(within(dialog).getByLabelText(/^Date/), '2026-07-04');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Event added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(db.records.events).toHaveLength(1));
    expect(db.records.events[0]).toMatchObject({
      title: 'Trade Night',
      type: 'TOURNAMENT',
      date: '2026-07-03T23:00:00.000Z',
    });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=content'));
  });
});
