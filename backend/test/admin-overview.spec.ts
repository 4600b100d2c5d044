import { Role } from '../src/common/role.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

let t: TestApp;
let admin: TestUser;

interface Overview {
  counts: Record<string, number>;
  recentActivity: {
    id: string;
    type: string;
    at: string;
    text: string;
    userId: number;
    eventTitle: string | null;
    familyMemberName: string | null;
  }[];
  generatedAt: string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.newUser({ role: Role.ADMIN, firstName: 'Ada' });
});
afterAll(() => t.close());

describe('the admin overview', () => {
  it('counts the club and lists the 10 newest sign-ups and registrations, newest first', async () => {
    await t.newUser({ role: Role.PENDING, firstName: 'Applicant' });
    const parent = await t.newUser({ firstName: 'Delia' });
    const kid = (await (
      await t.call('/api/family-members', {
        method: 'POST',
        headers: parent.auth,
        body: { name: 'Red', age: 10 },
      })
    ).json()) as { id: number };
    const event = (await (
      await t.call('/api/events', {
        method: 'POST',
        headers: admin.auth,
        body: { title: 'Open Day', date: new Date(Date.now() + 3 * 86_400_000).toISOString() },
      })
    ).json()) as { id: number };
    await t.call(`/api/events/${event.id}/register`, {
      method: 'POST',
      headers: parent.auth,
      body: { familyMemberIds: [kid.id] },
    });
    await t.call('/api/contact', {
      method: 'POST',
      body: { name: 'V', email: 'v@example.com', subject: 'Hi', message: 'Hello' },
    });

    const response = await t.call('/api/admin/overview', { headers: admin.auth });
    expect(response.status).toBe(200);
    const overview = (await response.json()) as Overview;
    expect(overview.counts).toEqual({
      members: 2,
      pending: 1,
      admins: 1,
      familyMembers: 1,
      events: 1,
      upcomingEvents: 1,
      registrations: 2,
      achievements: 0,
      unhandledMessages: 1,
    });
    const [newest, second] = overview.recentActivity;
    expect(overview.recentActivity.map((a) => a.type)).toEqual([
      'EVENT_REGISTRATION',
      'EVENT_REGISTRATION',
      'SIGN_UP',
      'SIGN_UP',
      'SIGN_UP',
    ]);
    expect([newest.text, second.text].sort()).toEqual([
      'Delia Tester registered Red for Open Day',
      'Delia Tester registered for Open Day',
    ]);
    expect(newest.eventTitle).toBe('Open Day');
    const times = overview.recentActivity.map((a) => a.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(Date.parse(overview.generatedAt)).toBeGreaterThanOrEqual(Date.parse(newest.at));
  });

  it('keeps to the 10 newest', async () => {
    for (let i = 0; i < 12; i++) await t.newUser();
    const overview = (await (
      await t.call('/api/admin/overview', { headers: admin.auth })
    ).json()) as Overview;
    expect(overview.recentActivity).toHaveLength(10);
    expect(overview.recentActivity.every((a) => a.type === 'SIGN_UP')).toBe(true);
  });
});
