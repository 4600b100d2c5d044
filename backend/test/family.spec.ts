import { Role } from '../src/common/role.js';
import { FamilyMember } from '../src/family/family-member.entity.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

let t: TestApp;
let admin: TestUser;
let ash: TestUser;
let brock: TestUser;

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.newUser({ role: Role.ADMIN });
  ash = await t.newUser({ firstName: 'Ash' });
  brock = await t.newUser({ firstName: 'Brock' });
});
afterAll(() => t.close());

describe('family members', () => {
  it('lets a member add, list, change and remove their own family', async () => {
    const created = await t.call('/api/family-members', {
      method: 'POST',
      headers: ash.auth,
      body: { userId: ash.user.id, name: ' Lily ', age: 9, birthYear: 2017 },
    });
    expect(created.status).toBe(201);
    const lily = await json<{ id: number }>(created);
    expect(lily).toMatchObject({ userId: ash.user.id, name: 'Lily', age: 9, birthYear: 2017, avatar: 25 });

    const list = await json<{ id: number }[]>(
      await t.call(`/api/family-members?userId=${ash.user.id}`, { headers: ash.auth }),
    );
    expect(list.map((m) => m.id)).toEqual([lily.id]);
    const byDefault = await json<unknown[]>(await t.call('/api/family-members', { headers: ash.auth }));
    expect(byDefault).toHaveLength(1);

    const changed = await t.call(`/api/family-members/${lily.id}`, {
      method: 'PUT',
      headers: ash.auth,
      body: { ...lily, age: 10, birthYear: null },
    });
    expect(await json(changed)).toMatchObject({ name: 'Lily', age: 10, birthYear: null });

    const removed = await t.call(`/api/family-members/${lily.id}`, { method: 'DELETE', headers: ash.auth });
    expect(removed.status).toBe(200);
    expect((await json(removed)).name).toBe('Lily');
    expect(await t.em().count(FamilyMember, { id: lily.id })).toBe(0);
  });

  it.each([
    [{ age: 5 }, 'Please fill in all fields'],
    [{ name: '  ', age: 5 }, 'Please fill in all fields'],
    [{ name: 'Max' }, 'Please fill in all fields'],
    [{ name: 'Max', age: 121 }, 'Please enter a valid age'],
    [{ name: 'Max', age: -1 }, 'Please enter a valid age'],
    [{ name: 'Max', age: 7.5 }, 'Please enter a valid age'],
    [{ name: 'Max', age: '7' }, 'Please enter a valid age'],
    [{ name: 'Max', age: 7, birthYear: 1800 }, 'Please enter a valid birth year'],
  ])('refuses %j with the spec message', async (body, message) => {
    const response = await t.call('/api/family-members', { method: 'POST', headers: ash.auth, body });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(message);
  });

  it('accepts the ages at both ends of 0 to 120', async () => {
    for (const age of [0, 120]) {
      const response = await t.call('/api/family-members', {
        method: 'POST',
        headers: brock.auth,
        body: { name: `Age ${age}`, age },
      });
      expect(response.status).toBe(201);
    }
  });

  it("refuses another member's family with 403: reading, adding, changing and removing", async () => {
    const own = await json<{ id: number }>(
      await t.call('/api/family-members', {
        method: 'POST',
        headers: brock.auth,
        body: { name: 'Forrest', age: 8 },
      }),
    );
    const attempts = [
      t.call(`/api/family-members?userId=${brock.user.id}`, { headers: ash.auth }),
      t.call('/api/family-members', {
        method: 'POST',
        headers: ash.auth,
        body: { userId: brock.user.id, name: 'X', age: 1 },
      }),
      t.call(`/api/family-members/${own.id}`, { method: 'PUT', headers: ash.auth, body: { age: 2 } }),
      t.call(`/api/family-members/${own.id}`, { method: 'DELETE', headers: ash.auth }),
      // Admins read anyone's family but manage only their own.
      t.call(`/api/family-members/${own.id}`, { method: 'DELETE', headers: admin.auth }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect((await json(response)).message).toBe('You can only manage your own family members.');
    }
    expect((await t.em().findOneOrFail(FamilyMember, { id: own.id })).age).toBe(8);
    expect(
      (await t.call(`/api/family-members?userId=${brock.user.id}`, { headers: admin.auth })).status,
    ).toBe(200);
    expect(
      (await t.call('/api/family-members/2000000', { method: 'DELETE', headers: ash.auth })).status,
    ).toBe(404);
  });

  it('lists every family member with their owner for admins', async () => {
    const all = await json<
      { name: string; owner: { id: number; email: string; profile: { firstName: string } } }[]
    >(await t.call('/api/admin/family-members', { headers: admin.auth }));
    const forrest = all.find((m) => m.name === 'Forrest')!;
    expect(forrest.owner).toMatchObject({
      id: brock.user.id,
      email: brock.user.email,
      profile: { firstName: 'Brock' },
    });
    expect(all.length).toBe(await t.em().count(FamilyMember, {}));
  });
});
