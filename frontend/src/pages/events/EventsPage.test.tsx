import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi, refreshAs, type Operation, type SeenRequest } from '../../test/api-mock';
import { LocationProbe, renderAt } from '../../test/render';
import { EventsPage } from './EventsPage';
import { makeTournament } from '../../test/tournament-fixtures';
import { makeEvent, makeFamilyMember, makeRegistration } from './test/event-fixtures';

const cup = makeEvent(1, { title: 'League Cup', type: 'TOURNAMENT', maxAttendees: 3, placesLeft: 3 });
const trade = makeEvent(2, { title: 'Trade Night', location: 'Library' });
const full = makeEvent(3, {
  title: 'Prerelease',
  type: 'SPECIAL_EVENT',
  maxAttendees: 2,
  attendeeCount: 2,
  placesLeft: 0,
});
const lily = makeFamilyMember(7, 'Lily', 9);

const calls = (requests: SeenRequest[], operation: Operation) =>
  requests.filter((r) => r.operation === operation);

async function renderEvents(role: 'MEMBER' | null, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    authRefresh: refreshAs(role),
    eventsList: json(200, [cup, trade, full]),
    eventsOfUser: json(200, []),
    familyList: json(200, []),
    ...routes,
  });
  renderAt('/events', <EventsPage />, [{ path: '/login', element: <LocationProbe /> }]);
  await screen.findByRole('heading', { level: 1, name: 'Upcoming Events' });
  return { ...api, user: userEvent.setup() };
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('EventsPage for visitors', () => {
  it('shows each event with its details, Featured tournaments and the count', async () => {
    await renderEvents(null);
    expect(await screen.findByText('3 events available')).toBeInTheDocument();
    expect(within(card('League Cup')).getByText('Featured')).toBeInTheDocument();
    expect(within(card('Trade Night')).queryByText('Featured')).not.toBeInTheDocument();
    expect(within(card('League Cup')).getByText('Max 3 participants')).toBeInTheDocument();
    expect(within(card('Trade Night')).getByText('Open to all trainers')).toBeInTheDocument();
    expect(within(card('League Cup')).getByText('Community Centre')).toBeInTheDocument();
    expect(within(card('Trade Night')).getByText('Library')).toBeInTheDocument();
    expect(within(card('Trade Night')).getByText('18:30–21:30')).toBeInTheDocument();
    expect(
      within(card('League Cup')).getByRole('link', { name: 'Add to calendar: League Cup' }),
    ).toHaveAttribute('href', '/api/events/1.ics');
    expect(screen.getByRole('link', { name: 'Download the calendar (.ics)' })).toHaveAttribute(
      'href',
      '/api/events.ics',
    );
    expect(screen.getByRole('link', { name: 'Subscribe to the club calendar' }).getAttribute('href')).toMatch(
      /^webcal:\/\/.+\/api\/events\.ics$/,
    );
  });

  it('filters by category and counts what is shown', async () => {
    const { user } = await renderEvents(null);
    await screen.findByText('3 events available');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Tournament');
    expect(screen.getByText('1 event available')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Trade Night' })).not.toBeInTheDocument();
  });

  it("offers 'Login to Register', which goes to /login, and never registers", async () => {
    const { user, requests } = await renderEvents(null);
    const button = await within(await screen.findByRole('article', { name: 'Trade Night' })).findByRole(
      'button',
      {
        name: /Login to Register/,
      },
    );
    await user.click(button);
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(calls(requests, 'eventsRegister')).toHaveLength(0);
  });

  it("shows 'Event Full' rather than 'Login to Register' on a full event", async () => {
    await renderEvents(null);
    const prerelease = await screen.findByRole('article', { name: 'Prerelease' });
    expect(within(prerelease).getByRole('button', { name: 'Event Full' })).toBeDisabled();
    expect(within(prerelease).queryByRole('button', { name: /Login to Register/ })).not.toBeInTheDocument();
  });

  it("says 'Error loading events' when the list fails, and tries again", async () => {
    const { user } = await renderEvents(null, { eventsList: [apiError(500, 'Boom'), json(200, [trade])] });
    expect(await screen.findByText('Error loading events')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Trade Night' })).toBeInTheDocument();
  });

  it("says 'No events found' when nothing is coming up", async () => {
    await renderEvents(null, { eventsList: json(200, []) });
    expect(await screen.findByText('No events found')).toBeInTheDocument();
  });
});

describe('EventsPage for members', () => {
  it("shows 'Event Full' disabled on a full event", async () => {
    await renderEvents('MEMBER');
    const button = await within(await screen.findByRole('article', { name: 'Prerelease' })).findByRole(
      'button',
      {
        name: 'Event Full',
      },
    );
    expect(button).toBeDisabled();
  });

  it('registers the member alone, then shows Unregister', async () => {
    const registered = { message: 'Registered for Trade Night.', event: trade, registrations: [] };
    const { user, requests } = await renderEvents('MEMBER', {
      eventsRegister: json(201, registered),
      eventsOfUser: [json(200, []), json(200, [makeRegistration(1, trade)])],
    });
    await user.click(await screen.findByRole('button', { name: 'Register for Trade Night' }));
    expect(await screen.findByText('Registered for Trade Night.')).toBeInTheDocument();
    expect(calls(requests, 'eventsRegister')[0]).toMatchObject({
      params: { id: '2' },
      body: { userId: 2, familyMemberIds: [] },
    });
    expect(await screen.findByRole('button', { name: 'Unregister from Trade Night' })).toBeInTheDocument();
  });

  it("shows the server's message when registering fails, else 'Failed to register for event'", async () => {
    const { user } = await renderEvents('MEMBER', {
      eventsRegister: [
        apiError(409, 'Only 1 place is left for this event.'),
        new Response('', { status: 502 }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Register for League Cup' }));
    expect(await screen.findByText('Only 1 place is left for this event.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register for League Cup' }));
    expect(await screen.findByText('Failed to register for event')).toBeInTheDocument();
  });

  it('keeps Confirm disabled in the family dialog while the member has no family', async () => {
    const { user } = await renderEvents('MEMBER');
    await user.click(await screen.findByRole('button', { name: 'Register with family for League Cup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register family members' });
    expect(within(dialog).getByText(/You have no family members yet/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('registers the member with the family members chosen', async () => {
    const registered = { message: 'Registered for League Cup.', event: cup, registrations: [] };
    const { user, requests } = await renderEvents('MEMBER', {
      familyList: json(200, [lily, makeFamilyMember(8, 'Max', 6)]),
      eventsRegister: json(201, registered),
    });
    await user.click(await screen.findByRole('button', { name: 'Register with family for League Cup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register family members' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lily (age 9)' }));
    await user.click(confirm);
    await waitFor(() => expect(calls(requests, 'eventsRegister')).toHaveLength(1));
    expect(calls(requests, 'eventsRegister')[0].body).toEqual({ userId: 2, familyMemberIds: [7] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('unregisters the member with their whole family', async () => {
    const result = { message: 'Unregistered from League Cup.', event: cup, registrations: [] };
    const { user, requests } = await renderEvents('MEMBER', {
      familyList: json(200, [lily, makeFamilyMember(8, 'Max', 6)]),
      eventsOfUser: [
        json(200, [makeRegistration(1, cup), makeRegistration(2, cup, { familyMember: lily })]),
        json(200, []),
      ],
      eventsUnregister: json(200, result),
    });
    await user.click(await screen.findByRole('button', { name: 'Unregister from League Cup' }));
    expect(await screen.findByText('Unregistered from League Cup.')).toBeInTheDocument();
    expect(calls(requests, 'eventsUnregister')[0]).toMatchObject({
      method: 'DELETE',
      body: { userId: 2, familyMemberIds: [7, 8] },
    });
    expect(await screen.findByRole('button', { name: 'Register for League Cup' })).toBeInTheDocument();
  });
});

describe('EventsPage and tournaments', () => {
  const run = json(200, [makeTournament({ id: 5, eventId: cup.id, title: cup.title })]);

  it('links an event run as a tournament to its live pairings for visitors', async () => {
    await renderEvents(null, { tournamentsList: run });
    await screen.findByRole('article', { name: 'League Cup' });
    const link = await within(card('League Cup')).findByRole('link', {
      name: 'Live pairings for League Cup',
    });
    expect(link).toHaveAttribute('href', '/tournaments/5/pairings');
    expect(within(card('Trade Night')).queryByRole('link', { name: /^Live pairings/ })).toBeNull();
  });

  it("links it to the member's tournament page for members", async () => {
    await renderEvents('MEMBER', { tournamentsList: run });
    await screen.findByRole('article', { name: 'League Cup' });
    const link = await within(card('League Cup')).findByRole('link', {
      name: 'Tournament page for League Cup',
    });
    expect(link).toHaveAttribute('href', '/tournaments/5');
  });
});
