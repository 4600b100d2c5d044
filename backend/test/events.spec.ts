import ICAL from 'ical.js';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'ra-core';
import { Role } from '../src/common/role.js';
import { EventRegistration } from '../src/events/event-registration.entity.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

let t: TestApp;
let admin: TestUser;
let ash: TestUser;
let brock: TestUser;

const DAY_MS = 24 * 3_600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

interface EventBody {
  id: number;
  title: string;
  date: string;
  attendeeCount: number;
  placesLeft: number | null;
  maxAttendees: number | null;
  isActive: boolean;
  updatedAt: string;
}

async function createEvent(fields: Record<string, unknown> = {}): Promise<EventBody> {
  const response = await t.call('/api/events', {
    method: 'POST',
    headers: admin.auth,
    body: { title: 'League Challenge', date: inDays(7), ...fields },
  });
  expect(response.status).toBe(201);
  return json<EventBody>(response);
}

async function addChild(parent: TestUser, name: string, age = 9): Promise<number> {
  const response = await t.call('/api/family-members', {
    method: 'POST',
    headers: parent.auth,
    body: { name, age },
  });
  expect(response.status).toBe(201);
  return (await json<{ id: number }>(response)).id;
}

function register(user: TestUser, eventId: number, body: Record<string, unknown> = {}) {
  return t.call(`/api/events/${eventId}/register`, { method: 'POST', headers: user.auth, body });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.newUser({ role: Role.ADMIN, email: 'admin@club.test', firstName: 'Ada' });
  ash = await t.newUser({ email: 'ash@example.com', firstName: 'Ash' });
  brock = await t.newUser({ email: 'brock@example.com', firstName: 'Brock' });
});
afterAll(() => t.close());

describe('events for admins', () => {
  it('creates an event with the defaults of the spec (type TOURNAMENT, active, no limit)', async () => {
    const event = await createEvent({ title: '  Summer League  ', time: '18:30–21:30' });
    expect(event).toMatchObject({
      title: 'Summer League',
      type: 'TOURNAMENT',
      isActive: true,
      maxAttendees: null,
      placesLeft: null,
      attendeeCount: 0,
      time: '18:30–21:30',
      location: null,
    });
  });

  it.each([
    [{ date: inDays(3) }, 'Please fill in title and date'],
    [{ title: '   ', date: inDays(3) }, 'Please fill in title and date'],
    [{ title: 'No date' }, 'Please fill in title and date'],
    [{ title: 'Bad date', date: '04/07/2026' }, 'Date must be an ISO date and time'],
    [{ title: 'Far', date: '2150-01-01T10:00:00Z' }, 'Date must be an ISO date and time'],
    [{ title: 'T', date: inDays(3), type: 'PARTY' }, 'Type must be one of TOURNAMENT, TRADING_SESSION'],
    [
      { title: 'T', date: inDays(3), maxAttendees: 0 },
      'Max attendees must be a whole number from 1 to 10000',
    ],
    [{ title: 'T', date: inDays(3), maxAttendees: 2.5 }, 'Max attendees must be a whole number'],
    [{ title: 'T', date: inDays(3), image: 'javascript:alert(1)' }, 'Image must be an http(s) URL.'],
  ])('refuses %j with a readable 400', async (body, message) => {
    const response = await t.call('/api/events', { method: 'POST', headers: admin.auth, body });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toContain(message);
  });

  it('changes only the fields sent, and takes back the record as served', async () => {
    const event = await createEvent({ location: 'Corn Exchange', maxAttendees: 20 });
    const served = await json<EventBody>(
      await t.call(`/api/admin/events/${event.id}`, { headers: admin.auth }),
    );
    const response = await t.call(`/api/events/${event.id}`, {
      method: 'PUT',
      headers: admin.auth,
      body: { ...served, title: 'Renamed', maxAttendees: null, attendeeCount: 99 },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      title: 'Renamed',
      location: 'Corn Exchange',
      maxAttendees: null,
      attendeeCount: 0,
    });
  });

  it("is driven by react-admin's stock simple-rest client (list, getOne, create, update, delete)", async () => {
    const provider = simpleRestProvider(`${t.baseUrl}/api/admin`, (url, options = {}) =>
      fetchUtils.fetchJson(url, {
        ...options,
        user: { authenticated: true, token: `Bearer ${admin.token}` },
      }),
    );
    const created = await provider.create('events', {
      data: { title: 'Prerelease', date: inDays(20), type: 'SPECIAL_EVENT', maxAttendees: 16 },
    });
    const one = await provider.getOne('events', { id: created.data.id });
    expect(one.data).toMatchObject({ title: 'Prerelease', placesLeft: 16 });
    const updated = await provider.update('events', {
      id: one.data.id,
      data: { ...one.data, isActive: false },
      previousData: one.data,
    });
    expect(updated.data.isActive).toBe(false);
    const list = await provider.getList('events', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'date', order: 'DESC' },
      filter: { isActive: false },
    });
    expect(list.data.map((e) => e.id)).toEqual([created.data.id]);
    expect(list.total).toBe(1);
    await provider.delete('events', { id: created.data.id, previousData: updated.data });
    const gone = await t.call(`/api/admin/events/${created.data.id}`, { headers: admin.auth });
    expect(gone.status).toBe(404);
  });
});

describe('who is registered (attendees), for admins only', () => {
  it('answers admins each registration as userId or familyMemberId, first come first, and the rest counts', async () => {
    const event = await createEvent({ title: 'Attendees', maxAttendees: 10 });
    const lily = await addChild(ash, 'Lily attendee');
    expect((await register(ash, event.id, { familyMemberIds: [lily] })).status).toBe(200);
    expect((await register(brock, event.id)).status).toBe(200);
    const expected = [
      { userId: ash.user.id, familyMemberId: null },
      { userId: null, familyMemberId: lily },
      { userId: brock.user.id, familyMemberId: null },
    ];

    const one = await json<EventBody & { attendees: unknown }>(
      await t.call(`/api/admin/events/${event.id}`, { headers: admin.auth }),
    );
    expect(one).toMatchObject({ attendeeCount: 3, placesLeft: 7, attendees: expected });
    const listed = await json<(EventBody & { attendees: unknown })[]>(
      await t.call(`/api/admin/events?filter=${encodeURIComponent(JSON.stringify({ id: [event.id] }))}`, {
        headers: admin.auth,
      }),
    );
    expect(listed).toEqual([expect.objectContaining({ id: event.id, attendees: expected })]);
    // The spec's admin writes answer the event as admins read it, and take it back as served.
    const changed = await t.call(`/api/events/${event.id}`, {
      method: 'PUT',
      headers: admin.auth,
      body: { ...one, title: 'Attendees, renamed', attendees: [] },
    });
    expect(changed.status).toBe(200);
    expect(await json(changed)).toMatchObject({ title: 'Attendees, renamed', attendees: expected });

    // Visitors and members: counts only, never who.
    for (const headers of [{}, ash.auth]) {
      const upcoming = await json<Record<string, unknown>[]>(await t.call('/api/events', { headers }));
      const shown = upcoming.find((e) => e.id === event.id)!;
      expect(shown).toMatchObject({ attendeeCount: 3, placesLeft: 7 });
      expect(shown).not.toHaveProperty('attendees');
    }
    const party = await json<{ event: Record<string, unknown> }>(
      await t.call(`/api/events/${event.id}/unregister`, { method: 'DELETE', headers: brock.auth, body: {} }),
    );
    expect(party.event).not.toHaveProperty('attendees');
    expect(party.event).toMatchObject({ attendeeCount: 2 });
  });

  it('refuses a member the admin events, where attendees are', async () => {
    const response = await t.call('/api/admin/events', { headers: ash.auth });
    expect(response.status).toBe(403);
  });
});

describe('the public events list', () => {
  it('holds active events from today on, soonest first, for anyone', async () => {
    const later = await createEvent({ title: 'Later', date: inDays(30) });
    const sooner = await createEvent({ title: 'Sooner', date: inDays(1) });
    const past = await createEvent({ title: 'Past', date: inDays(1) });
    await t
      .em()
      .getConnection()
      .execute(`update events set date = now() - interval '2 days' where id = ?`, [past.id]);
    const hidden = await createEvent({ title: 'Hidden', date: inDays(2), isActive: false });

    const response = await t.call('/api/events');
    expect(response.status).toBe(200);
    const events = await json<EventBody[]>(response);
    const ids = events.map((event) => event.id);
    expect(ids).toEqual(expect.arrayContaining([later.id, sooner.id]));
    expect(ids).not.toContain(past.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    const dates = events.map((event) => event.date);
    expect([...dates].sort()).toEqual(dates);
  });

  it('answers with an ETag, revalidation and 304, compressed as the browser asks', async () => {
    await createEvent({ title: 'Cached' });
    const first = await t.call('/api/events', { headers: { 'accept-encoding': 'identity' } });
    expect(first.headers.get('content-encoding')).toBeNull();
    const etag = first.headers.get('etag')!;
    // Weak: one tag stands for the answer in every encoding.
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('vary')).toMatch(/accept-encoding/i);
    const crossOrigin = await t.call('/api/events', { headers: { origin: 'http://club.test' } });
    expect(crossOrigin.headers.get('vary')).toMatch(/Origin.*accept-encoding/i);
    const body = await first.text();

    const again = await t.call('/api/events', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    // fetch decompresses: the same JSON arrives, under the same tag.
    const gzipped = await t.call('/api/events', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('etag')).toBe(etag);
    expect(await gzipped.text()).toBe(body);
    const revalidated = await t.call('/api/events', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(revalidated.status).toBe(304);
  });

  it('changes at once when an admin changes an event or someone registers', async () => {
    const event = await createEvent({ title: 'Before', maxAttendees: 5 });
    const before = await t.call('/api/events');
    const etag = before.headers.get('etag')!;
    await t.call(`/api/events/${event.id}`, { method: 'PUT', headers: admin.auth, body: { title: 'After' } });
    const after = await t.call('/api/events', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    const listed = (await json<EventBody[]>(after)).find((e) => e.id === event.id)!;
    expect(listed.title).toBe('After');

    expect((await register(brock, event.id)).status).toBe(200);
    const registered = (await json<EventBody[]>(await t.call('/api/events'))).find((e) => e.id === event.id)!;
    expect(registered).toMatchObject({ attendeeCount: 1, placesLeft: 4 });
  });
});

describe('registration', () => {
  it('registers a member with a child, counts both, and answers the party', async () => {
    const event = await createEvent({ title: 'Family Day', maxAttendees: 3 });
    const lily = await addChild(ash, 'Lily');
    const response = await register(ash, event.id, { userId: ash.user.id, familyMemberIds: [lily] });
    expect(response.status).toBe(200);
    const result = await json<{
      message: string;
      event: EventBody;
      registrations: {
        user: { id: number } | null;
        familyMember: { name: string; owner: { id: number } } | null;
      }[];
    }>(response);
    expect(result.message).toBe('Registered for Family Day.');
    expect(result.event).toMatchObject({ attendeeCount: 2, placesLeft: 1 });
    expect(result.registrations.map((r) => r.user?.id ?? r.familyMember?.name)).toEqual([
      ash.user.id,
      'Lily',
    ]);
    expect(result.registrations[1].familyMember?.owner.id).toBe(ash.user.id);
  });

  it('refuses a party that does not fit, whole, with how many places are left, then "Event is full"', async () => {
    const event = await createEvent({ title: 'Two places', maxAttendees: 2 });
    const parent = await t.newUser();
    const kids = [await addChild(parent, 'Max'), await addChild(parent, 'Mia')];
    const response = await register(parent, event.id, { familyMemberIds: kids });
    expect(response.status).toBe(409);
    expect((await json(response)).message).toBe('Only 2 places are left for this event.');
    expect(await t.em().count(EventRegistration, { event: event.id })).toBe(0);

    expect((await register(parent, event.id, { familyMemberIds: [kids[0]] })).status).toBe(200);
    const full = await register(brock, event.id);
    expect(full.status).toBe(409);
    expect((await json(full)).message).toBe('Event is full');
  });

  it("refuses someone else's account or family with 403, even for an admin", async () => {
    const event = await createEvent();
    const brocksChild = await addChild(brock, 'Forrest');
    for (const [user, body] of [
      [ash, { userId: brock.user.id }],
      [ash, { familyMemberIds: [brocksChild] }],
      [admin, { userId: ash.user.id }],
      [ash, { familyMemberIds: [2_000_000] }],
    ] as const) {
      const response = await register(user, event.id, body);
      expect(response.status).toBe(403);
      expect((await json(response)).message).toBe(
        'You can only register or unregister yourself and your own family.',
      );
    }
    expect(await t.em().count(EventRegistration, { event: event.id })).toBe(0);
    const unregister = await t.call(`/api/events/${event.id}/unregister`, {
      method: 'DELETE',
      headers: ash.auth,
      body: { userId: brock.user.id },
    });
    expect(unregister.status).toBe(403);
  });

  it('refuses past, inactive and unknown events, and a second registration of the same people', async () => {
    const past = await createEvent({ date: inDays(1) });
    await t
      .em()
      .getConnection()
      .execute(`update events set date = now() - interval '1 hour' where id = ?`, [past.id]);
    const inactive = await createEvent({ isActive: false });
    const open = await createEvent();
    const closed = await register(ash, past.id);
    expect(closed.status).toBe(409);
    expect((await json(closed)).message).toBe('This event has already started, so registration has closed.');
    const off = await register(ash, inactive.id);
    expect(off.status).toBe(409);
    expect((await json(off)).message).toBe('This event is not open for registration.');
    expect((await register(ash, 2_000_000)).status).toBe(404);
    expect((await register(ash, open.id)).status).toBe(200);
    const twice = await register(ash, open.id);
    expect(twice.status).toBe(409);
    expect((await json(twice)).message).toBe('You are already registered for this event.');
    // Adding a child later takes one more place; the member stays registered once.
    const child = await addChild(ash, 'Later Kid');
    const more = await register(ash, open.id, { familyMemberIds: [child] });
    expect((await json<{ event: EventBody }>(more)).event.attendeeCount).toBe(2);
  });

  it('unregisters the member and the family members sent, freeing their places', async () => {
    const event = await createEvent({ maxAttendees: 2 });
    const parent = await t.newUser();
    const kid = await addChild(parent, 'Sam');
    await register(parent, event.id, { familyMemberIds: [kid] });
    expect((await json(await register(brock, event.id))).message).toBe('Event is full');
    const response = await t.call(`/api/events/${event.id}/unregister`, {
      method: 'DELETE',
      headers: parent.auth,
      body: { userId: parent.user.id, familyMemberIds: [kid] },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      event: { attendeeCount: 0, placesLeft: 2 },
      registrations: [],
    });
    expect((await register(brock, event.id)).status).toBe(200);
    const again = await t.call(`/api/events/${event.id}/unregister`, {
      method: 'DELETE',
      headers: parent.auth,
      body: {},
    });
    expect(again.status).toBe(404);
  });

  it('gives exactly the places there are to 50 members registering at once', async () => {
    const event = await createEvent({ title: 'Rush', maxAttendees: 10 });
    const members = await Promise.all(Array.from({ length: 50 }, () => t.newUser()));
    const statuses = await Promise.all(
      members.map(async (member) => (await register(member, event.id)).status),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(await t.em().count(EventRegistration, { event: event.id })).toBe(10);
    const listed = (await json<EventBody[]>(await t.call('/api/events'))).find((e) => e.id === event.id)!;
    expect(listed).toMatchObject({ attendeeCount: 10, placesLeft: 0 });
  }, 60_000);
});

describe('registration lists', () => {
  it("shows a member their own and their family's registrations, an admin anyone's, others nobody's", async () => {
    const event = await createEvent({ title: 'Lists' });
    const parent = await t.newUser({ firstName: 'Delia' });
    const kid = await addChild(parent, 'Red', 10);
    await register(parent, event.id, { familyMemberIds: [kid] });

    const own = await json<
      { eventId: number; event: { title: string }; user: unknown; familyMember: unknown }[]
    >(await t.call(`/api/events/user/${parent.user.id}/registrations`, { headers: parent.auth }));
    expect(own.filter((r) => r.eventId === event.id)).toHaveLength(2);
    expect(own[0].event.title).toBe('Lists');
    expect(
      (await t.call(`/api/events/user/${parent.user.id}/registrations`, { headers: admin.auth })).status,
    ).toBe(200);
    const other = await t.call(`/api/events/user/${parent.user.id}/registrations`, { headers: brock.auth });
    expect(other.status).toBe(403);

    const forAdmin = await json<
      {
        status: string;
        user: { email: string; profile: { firstName: string } } | null;
        familyMember: { name: string; age: number; owner: { email: string } } | null;
      }[]
    >(await t.call(`/api/events/${event.id}/registrations`, { headers: admin.auth }));
    expect(forAdmin).toEqual([
      expect.objectContaining({
        status: 'REGISTERED',
        user: expect.objectContaining({ email: parent.user.email }),
        familyMember: null,
      }),
      expect.objectContaining({
        user: null,
        familyMember: expect.objectContaining({
          name: 'Red',
          age: 10,
          owner: expect.objectContaining({ email: parent.user.email }),
        }),
      }),
    ]);

    const recent = await json<{ registeredAt: string }[]>(
      await t.call('/api/admin/events/recent-registrations', { headers: admin.auth }),
    );
    expect(recent.length).toBe(10);
    const times = recent.map((r) => r.registeredAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('iCalendar', () => {
  it('serves the upcoming events as a feed that parses, each at its time with a stable UID', async () => {
    const event = await createEvent({
      title: 'Calendar Cup',
      date: '2026-12-05T13:00:00.000Z',
      time: '13:00–17:30',
      location: 'Corn Exchange, Bury St Edmunds',
      description: 'Standard format; bring a deck list.',
    });
    // Keep the event upcoming whatever the day the test runs.
    const start = new Date(Date.now() + 10 * DAY_MS);
    start.setUTCHours(13, 0, 0, 0);
    await t.call(`/api/events/${event.id}`, {
      method: 'PUT',
      headers: admin.auth,
      body: { date: start.toISOString() },
    });

    const response = await t.call('/api/events.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    const cup = events.find((e) => e.summary === 'Calendar Cup')!;
    expect(cup.uid).toBe(`event-${event.id}.club.test`);
    expect(cup.startDate.toJSDate().toISOString()).toBe(start.toISOString());
    expect(cup.location).toBe('Corn Exchange, Bury St Edmunds');
    expect(cup.description).toBe('Standard format; bring a deck list.');
    const londonEnd = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(londonEnd.format(cup.endDate.toJSDate())).toBe('17:30');

    const single = await t.call(`/api/events/${event.id}.ics`);
    expect(single.status).toBe(200);
    const one = new ICAL.Component(ICAL.parse(await single.text())).getAllSubcomponents('vevent');
    expect(one.map((c) => new ICAL.Event(c).uid)).toEqual([`event-${event.id}.club.test`]);
  });

  it('refuses a single calendar for an unknown or inactive event, and a malformed id', async () => {
    const inactive = await createEvent({ isActive: false });
    expect((await t.call(`/api/events/${inactive.id}.ics`)).status).toBe(404);
    expect((await t.call('/api/events/2000000.ics')).status).toBe(404);
    expect((await t.call('/api/events/abc.ics')).status).toBe(400);
  });
});
