import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'ra-core';
import { Role } from '../src/common/role.js';
import { User } from '../src/users/user.entity.js';
import { startMailbox, type Mailbox } from './support/mailbox.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

let t: TestApp;
let mailbox: Mailbox;
let admin: TestUser;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: 'Club <club@club.test>' });
  admin = await t.newUser({ role: Role.ADMIN, email: 'admin@club.test', firstName: 'Ada' });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

function dataProvider(user: TestUser) {
  return simpleRestProvider(`${t.baseUrl}/api/admin`, (url, options = {}) =>
    fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${user.token}` } }),
  );
}

describe('approval', () => {
  it('turns a PENDING applicant into a MEMBER and mails them a sign-in link', async () => {
    const signup = await t.call('/api/auth/signup', {
      method: 'POST',
      body: { email: 'brock@example.com', password: 'onix-rocks', firstName: 'Brock', lastName: 'Harrison' },
    });
    expect(signup.status).toBe(201);
    const user = await t.em().findOneOrFail(User, { email: 'brock@example.com' });

    const pending = await json<{ id: number }[]>(
      await t.call('/api/admin/users/pending', { headers: admin.auth }),
    );
    expect(pending.map((u) => u.id)).toContain(user.id);

    const approve = await t.call(`/api/admin/users/${user.id}/approve`, {
      method: 'PUT',
      headers: admin.auth,
    });
    expect(approve.status).toBe(200);
    const approved = await json<{ role: string; approvedAt: string | null }>(approve);
    expect(approved.role).toBe('MEMBER');
    expect(approved.approvedAt).not.toBeNull();

    const mail = await mailbox.waitFor('brock@example.com');
    expect(mail.subject).toBe('Your Pokémon TCG Club membership is approved');
    expect(mail.from?.address).toBe('club@club.test');
    expect(mail.text).toContain('Hi Brock');
    expect(mail.text).toContain('http://club.test/login');
    expect(mail.html).toContain('href="http://club.test/login"');

    const after = await json<{ id: number }[]>(
      await t.call('/api/admin/users/pending', { headers: admin.auth }),
    );
    expect(after.map((u) => u.id)).not.toContain(user.id);

    const again = await t.call(`/api/admin/users/${user.id}/approve`, { method: 'PUT', headers: admin.auth });
    expect(again.status).toBe(409);
  });

  it('rejecting deletes a pending application, and only a pending one', async () => {
    const applicant = await t.newUser({ role: Role.PENDING });
    const reject = await t.call(`/api/admin/users/${applicant.user.id}/reject`, {
      method: 'DELETE',
      headers: admin.auth,
    });
    expect(reject.status).toBe(200);
    expect(await json(reject)).toEqual({ message: 'User rejected and deleted successfully!' });
    expect(await t.em().count(User, { id: applicant.user.id })).toBe(0);

    const member = await t.newUser();
    const refused = await t.call(`/api/admin/users/${member.user.id}/reject`, {
      method: 'DELETE',
      headers: admin.auth,
    });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe('Only pending applications can be rejected.');
    expect(await t.em().count(User, { id: member.user.id })).toBe(1);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (await t.call('/api/admin/users/999999/approve', { method: 'PUT', headers: admin.auth })).status,
    ).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', "1' or '1'='1"]) {
      const response = await t.call(`/api/admin/users/${encodeURIComponent(id)}`, { headers: admin.auth });
      expect({ id, status: response.status }).toEqual({ id, status: 400 });
      expect((await json(response)).message).toBe('The id must be a positive whole number.');
    }
  });
});

describe('lists', () => {
  it('speaks react-admin simple-rest: getList with range, sort and filter, getOne, getMany', async () => {
    await t.newUser({ email: 'zed@example.com', firstName: 'Zed', role: Role.PENDING });
    await t.newUser({ email: 'yasmin@example.com', firstName: 'Yasmin' });
    const provider = dataProvider(admin);

    const page = await provider.getList('users', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'email', order: 'DESC' },
      filter: {},
    });
    expect(page.data).toHaveLength(2);
    expect(page.data[0].email).toBe('zed@example.com');
    const total = await t.em().count(User, {});
    expect(page.total).toBe(total);

    const pendingOnly = await provider.getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'ASC' },
      filter: { role: 'PENDING' },
    });
    expect(pendingOnly.data.every((u) => u.role === 'PENDING')).toBe(true);

    const search = await provider.getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'profile.lastName', order: 'ASC' },
      filter: { q: 'yasm' },
    });
    expect(search.data.map((u) => u.email)).toEqual(['yasmin@example.com']);

    const one = await provider.getOne('users', { id: admin.user.id });
    expect(one.data.email).toBe('admin@club.test');
    const many = await provider.getMany('users', { ids: [admin.user.id] });
    expect(many.data.map((u) => u.id)).toEqual([admin.user.id]);
  });

  it('answers the whole list without range, and the 10 newest for /recent', async () => {
    const all = await t.call('/api/admin/users', { headers: admin.auth });
    expect(all.headers.get('content-range')).toMatch(/^users 0-\d+\/\d+$/);
    const list = await json<unknown[]>(all);
    expect(list.length).toBe(await t.em().count(User, {}));

    const recent = await json<{ createdAt: string }[]>(
      await t.call('/api/admin/users/recent', { headers: admin.auth }),
    );
    expect(recent.length).toBeLessThanOrEqual(10);
    const times = recent.map((u) => Date.parse(u.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it.each([
    ['range=oops', 'range must be JSON.'],
    ['range=[5,1]', 'range must be [first, last] with 0 ≤ first ≤ last and at most 1000 rows.'],
    ['sort=["passwordHash","ASC"]', 'sort must be [field, "ASC"|"DESC"]'],
    ['filter={"passwordHash":"x"}', "Unknown filter 'passwordHash'. Filters: q, id, role."],
    ['filter={"role":"KING"}', 'role must be ADMIN, MEMBER or PENDING.'],
    ['filter=[1]', 'filter must be a JSON object.'],
    ['page=2', "Unknown field 'page' is not allowed."],
  ])('refuses ?%s with 400', async (query, message) => {
    const response = await t.call(`/api/admin/users?${query}`, { headers: admin.auth });
    expect(response.status).toBe(400);
    expect(String((await json(response)).message)).toContain(message);
  });
});

describe('create, update and delete', () => {
  it('creates an account with a role through the react-admin client, approved at once', async () => {
    const created = await dataProvider(admin).create('users', {
      data: {
        email: 'Gary@Oak.lab',
        password: 'eevee-evolves',
        role: 'ADMIN',
        profile: { firstName: 'Gary', lastName: 'Oak', avatar: 133 },
      },
    });
    expect(created.data).toMatchObject({ email: 'gary@oak.lab', role: 'ADMIN', profile: { avatar: 133 } });
    const login = await t.call('/api/auth/login', {
      method: 'POST',
      body: { email: 'gary@oak.lab', password: 'eevee-evolves' },
    });
    expect(login.status).toBe(200);
  });

  const names = { firstName: 'A', lastName: 'B' };
  it.each([
    [{ email: 'a@b.co', profile: names }, 'Please fill in all required fields'],
    [{ email: '', password: 'secret1', profile: names }, 'Please fill in all required fields'],
    [{ email: 'a@b.co', password: 'secret1' }, 'Please fill in all required fields'],
    [
      { email: 'a@b.co', password: 'secret1', profile: { firstName: 'A' } },
      'Please fill in all required fields',
    ],
    [{ email: 'a@b.co', password: 'secret1', profile: 'A B' }, 'profile must be an object.'],
    [
      { email: 'a@b.co', password: 'secret1', profile: { ...names, nickname: 'x' } },
      "Unknown field 'profile.nickname' is not allowed.",
    ],
    [
      { email: 'a@b.co', password: 'secret1', profile: names, role: 'KING' },
      'Role must be ADMIN, MEMBER or PENDING.',
    ],
    [
      { email: 'admin@club.test', password: 'secret1', profile: names },
      'An account with this email address already exists.',
    ],
  ])('refuses to create %j', async (body, message) => {
    const before = await t.em().count(User, {});
    const response = await t.call('/api/admin/users', { method: 'POST', headers: admin.auth, body });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await json(response)).message).toBe(message);
    expect(await t.em().count(User, {})).toBe(before);
  });

  it('updates fields and role; approving through an edit also sends the mail', async () => {
    const applicant = await t.newUser({ role: Role.PENDING, email: 'edit-me@example.com' });
    const response = await t.call(`/api/admin/users/${applicant.user.id}`, {
      method: 'PUT',
      headers: admin.auth,
      body: { profile: { firstName: 'Dawn', location: 'Ipswich' }, role: 'MEMBER' },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      role: 'MEMBER',
      profile: { firstName: 'Dawn', location: 'Ipswich' },
    });
    await mailbox.waitFor('edit-me@example.com');
  });

  it('refuses to send an approved account back to pending', async () => {
    const member = await t.newUser();
    const response = await t.call(`/api/admin/users/${member.user.id}`, {
      method: 'PUT',
      headers: admin.auth,
      body: { role: 'PENDING' },
    });
    expect(response.status).toBe(400);
  });

  it.each([
    [{ password: 'new-password' }, "Unknown field 'password' is not allowed."],
    [{ passwordHash: 'x' }, "Unknown field 'passwordHash' is not allowed."],
    [
      { firstName: 'Flat', profile: { firstName: 'Nested' } },
      'firstName and profile.firstName differ; send one of them.',
    ],
    [{ profile: { nickname: 'x' } }, "Unknown field 'profile.nickname' is not allowed."],
    [{ profile: null }, 'profile must be an object.'],
    [{ profile: { firstName: '' } }, 'Please fill in all required fields'],
  ])('refuses %j in an update with a readable 400, changing nothing', async (body, message) => {
    const member = await t.newUser({ firstName: 'Unchanged' });
    const response = await t.call(`/api/admin/users/${member.user.id}`, {
      method: 'PUT',
      headers: admin.auth,
      body,
    });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(message);
    expect((await t.em().findOneOrFail(User, { id: member.user.id })).profile.firstName).toBe('Unchanged');
  });

  it('ignores the read-only fields of the record as served (id, dates, avatar URL), whatever they hold', async () => {
    const member = await t.newUser({ firstName: 'Misty' });
    const served = await json<Record<string, unknown>>(
      await t.call(`/api/admin/users/${member.user.id}`, { headers: admin.auth }),
    );
    const response = await t.call(`/api/admin/users/${member.user.id}`, {
      method: 'PUT',
      headers: admin.auth,
      body: {
        id: 999_999,
        createdAt: '1999-01-01T00:00:00.000Z',
        approvedAt: null,
        profile: { avatarUrl: 'https://example.com/x.png', location: 'Cerulean' },
      },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      ...served,
      profile: { ...(served.profile as object), location: 'Cerulean' },
    });
  });

  it('deletes an account and answers it; its sessions end', async () => {
    const member = await t.newUser();
    const response = await t.call(`/api/admin/users/${member.user.id}`, {
      method: 'DELETE',
      headers: admin.auth,
    });
    expect(response.status).toBe(200);
    expect((await json(response)).id).toBe(member.user.id);
    expect((await t.call('/api/auth/me', { headers: member.auth })).status).toBe(401);
    expect(
      (await t.call(`/api/admin/users/${member.user.id}`, { method: 'DELETE', headers: admin.auth })).status,
    ).toBe(404);
  });

  it('will not let an admin delete or demote themself', async () => {
    const del = await t.call(`/api/admin/users/${admin.user.id}`, { method: 'DELETE', headers: admin.auth });
    expect(del.status).toBe(400);
    expect((await json(del)).message).toBe('You cannot delete your own admin account.');
    const demote = await t.call(`/api/admin/users/${admin.user.id}`, {
      method: 'PUT',
      headers: admin.auth,
      body: { role: 'MEMBER' },
    });
    expect(demote.status).toBe(400);
    expect((await t.em().findOneOrFail(User, { id: admin.user.id })).role).toBe(Role.ADMIN);
  });

  it('lets one admin demote another while another admin remains', async () => {
    const second = await t.newUser({ role: Role.ADMIN });
    const response = await t.call(`/api/admin/users/${second.user.id}`, {
      method: 'PUT',
      headers: admin.auth,
      body: { role: 'MEMBER' },
    });
    expect(response.status).toBe(200);
    // The demotion is immediate: the old token no longer opens admin routes.
    expect((await t.call('/api/admin/users', { headers: second.auth })).status).toBe(403);
  });

  it('mails a new admin and every other admin, the one who made them too', async () => {
    const other = await t.newUser({ role: Role.ADMIN, email: 'other-admin@example.com' });
    const member = await t.newUser({ email: 'rising@example.com', firstName: 'Cynthia' });
    const response = await t.call(`/api/admin/users/${member.user.id}`, {
      method: 'PUT',
      headers: admin.auth,
      body: { role: 'ADMIN' },
    });
    expect(response.status).toBe(200);
    expect((await mailbox.waitFor('rising@example.com')).subject).toBe(
      'You are now an admin of Pokémon TCG Club',
    );
    const subject = `Cynthia ${member.user.profile.lastName} is now an admin of Pokémon TCG Club`;
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const to of [other.user.email, admin.user.email]) {
      const notices = mailbox.messages.filter(
        (m) => m.to?.some((a) => a.address === to) && m.subject === subject,
      );
      expect(notices).toHaveLength(1);
      expect(notices[0].text).toContain('rising@example.com');
    }
  });

  it('tells the old address when an admin changes an account’s e-mail address', async () => {
    const member = await t.newUser({ email: 'moving@example.com' });
    const response = await t.call(`/api/admin/users/${member.user.id}`, {
      method: 'PUT',
      headers: admin.auth,
      body: { email: 'moved@example.com' },
    });
    expect(response.status).toBe(200);
    const notice = await mailbox.waitFor('moving@example.com');
    expect(notice.subject).toBe('Your Pokémon TCG Club e-mail address was changed');
    expect(notice.text).toContain('moved@example.com');
  });
});

describe("react-admin's stock simple-rest client, unmodified", () => {
  it('lists, reads, creates, updates (sending the record as served) and deletes users', async () => {
    const provider = dataProvider(admin);

    const created = await provider.create('users', {
      data: {
        email: 'brock@pewter.gym',
        password: 'onix-rocks',
        role: 'PENDING',
        profile: { firstName: 'Brock', lastName: 'Harrison', avatar: 95 },
      },
    });
    const id = created.data.id;
    expect(created.data).toMatchObject({ email: 'brock@pewter.gym', role: 'PENDING', approvedAt: null });

    const list = await provider.getList('users', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'pewter.gym' },
    });
    expect(list.total).toBe(1);
    // The create answer alone adds the spec's sentence.
    expect(list.data[0]).toEqual({ ...created.data, message: undefined });

    // The edit form starts from the record as served and sends all of it back, edited.
    const { data: served } = await provider.getOne('users', { id });
    expect(served).toEqual({ ...created.data, message: undefined });
    const edited = { ...served, role: 'MEMBER', profile: { ...served.profile, location: 'Pewter City' } };
    const updated = await provider.update('users', { id, data: edited, previousData: served });
    expect(updated.data).toMatchObject({
      id,
      email: 'brock@pewter.gym',
      role: 'MEMBER',
      createdAt: served.createdAt,
      profile: { ...served.profile, location: 'Pewter City' },
    });
    expect(updated.data.approvedAt).toEqual(expect.any(String));
    await mailbox.waitFor('brock@pewter.gym'); // approved through the edit form

    // Sent back again unchanged (approvedAt now set), it changes nothing.
    const again = await provider.update('users', { id, data: updated.data, previousData: updated.data });
    expect(again.data).toEqual(updated.data);

    const deleted = await provider.delete('users', { id, previousData: again.data });
    expect(deleted.data).toEqual(again.data);
    await expect(provider.getOne('users', { id })).rejects.toMatchObject({ status: 404 });
  });
});

describe('access', () => {
  it('refuses members (403) and PENDING accounts (403) and anonymous callers (401)', async () => {
    const member = await t.newUser();
    const pending = await t.newUser({ role: Role.PENDING });
    const forbidden = await t.call('/api/admin/users', { headers: member.auth });
    expect(forbidden.status).toBe(403);
    expect((await json(forbidden)).message).toBe('You need admin privileges to access this page.');
    expect((await t.call('/api/admin/users', { headers: pending.auth })).status).toBe(403);
    expect((await t.call('/api/admin/users')).status).toBe(401);
  });
});
