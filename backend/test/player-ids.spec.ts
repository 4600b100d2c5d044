import { Role } from '../src/common/role.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

/** The Play! Pokémon Player ID and date of birth on a member's profile and on family members (docs/adr/0061). */
let t: TestApp;
let admin: TestUser;
let ash: TestUser;
let brock: TestUser;

const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
const updateMe = (user: TestUser, body: Record<string, unknown>) =>
  t.call('/api/users/me', { method: 'PUT', headers: user.auth, body });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.newUser({ role: Role.ADMIN });
  ash = await t.newUser({ firstName: 'Ash' });
  brock = await t.newUser({ firstName: 'Brock' });
});
afterAll(() => t.close());

describe('a member’s Player ID and date of birth', () => {
  it('are saved, answered to the member and to admins, and cleared with null', async () => {
    const saved = await updateMe(ash, { playerId: ' 5152458 ', birthDate: '1996-05-27' });
    expect(saved.status).toBe(200);
    expect((await json<{ user: { profile: object } }>(saved)).user.profile).toMatchObject({
      playerId: '5152458',
      birthDate: '1996-05-27',
    });
    const me = await json<{ profile: object }>(await t.call('/api/auth/me', { headers: ash.auth }));
    expect(me.profile).toMatchObject({ playerId: '5152458', birthDate: '1996-05-27' });
    const users = await json<{ id: number; profile: object }[]>(
      await t.call('/api/admin/users', { headers: admin.auth }),
    );
    expect(users.find((user) => user.id === ash.user.id)?.profile).toMatchObject({ playerId: '5152458' });

    const cleared = await updateMe(ash, { playerId: null, birthDate: '' });
    expect((await json<{ user: { profile: object } }>(cleared)).user.profile).toMatchObject({
      playerId: null,
      birthDate: null,
    });
  });

  it.each([
    [{ playerId: '12ab' }, 'Please enter a valid Player ID: 4 to 10 digits'],
    [{ playerId: '123' }, 'Please enter a valid Player ID: 4 to 10 digits'],
    [{ playerId: 5152458 }, 'Please enter a valid Player ID: 4 to 10 digits'],
    [{ birthDate: '2013-02-29' }, 'Please enter a valid date of birth'],
    [{ birthDate: '2999-01-01' }, 'Please enter a valid date of birth'],
    [{ birthDate: '27/05/1996' }, 'Please enter a valid date of birth'],
  ])('refuses %o with the reason, changing nothing', async (body, message) => {
    await updateMe(brock, { playerId: '7654321' });
    const refused = await updateMe(brock, body);
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toContain(message);
    const me = await json<{ profile: { playerId: string } }>(
      await t.call('/api/auth/me', { headers: brock.auth }),
    );
    expect(me.profile.playerId).toBe('7654321');
  });

  it('belongs to one account only', async () => {
    await updateMe(ash, { playerId: '3122950' });
    const taken = await updateMe(brock, { playerId: '3122950' });
    expect(taken.status).toBe(409);
    expect((await json(taken)).message).toBe('This Player ID is already on another member’s profile.');
  });
});

describe('a family member’s Player ID and date of birth', () => {
  it('are saved; the date of birth sets the birth year and a different year is refused', async () => {
    const created = await t.call('/api/family-members', {
      method: 'POST',
      headers: ash.auth,
      body: { name: 'Lily', age: 9, birthDate: '2016-04-02', playerId: '4842317' },
    });
    expect(created.status).toBe(201);
    const lily = await json<{ id: number }>(created);
    expect(lily).toMatchObject({ birthYear: 2016, birthDate: '2016-04-02', playerId: '4842317' });

    const disagreeing = await t.call(`/api/family-members/${lily.id}`, {
      method: 'PUT',
      headers: ash.auth,
      body: { birthYear: 2015 },
    });
    expect(disagreeing.status).toBe(400);
    expect((await json(disagreeing)).message).toBe('The birth year must be the year of the date of birth.');

    const taken = await t.call('/api/family-members', {
      method: 'POST',
      headers: brock.auth,
      body: { name: 'Max', age: 8, playerId: '4842317' },
    });
    expect(taken.status).toBe(409);

    const cleared = await t.call(`/api/family-members/${lily.id}`, {
      method: 'PUT',
      headers: ash.auth,
      body: { birthDate: null, birthYear: 2015, playerId: '' },
    });
    expect(await json(cleared)).toMatchObject({ birthYear: 2015, birthDate: null, playerId: null });
  });

  it('are not answered to another member', async () => {
    const theirs = await t.call(`/api/family-members?userId=${ash.user.id}`, { headers: brock.auth });
    expect(theirs.status).toBe(403);
  });
});
