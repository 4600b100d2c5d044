import { Role } from '../src/common/role.js';
import { User } from '../src/users/user.entity.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

/** The club always keeps an admin, even when two admins act on each other at the same moment. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROUNDS = 5;

/** Two fresh admins, and no other: every earlier admin becomes a member. */
async function onlyTwoAdmins(): Promise<[TestUser, TestUser]> {
  await t.em().nativeUpdate(User, { role: Role.ADMIN }, { role: Role.MEMBER });
  return [await t.newUser({ role: Role.ADMIN }), await t.newUser({ role: Role.ADMIN })];
}

const admins = () => t.em().count(User, { role: Role.ADMIN });

function demote(actor: TestUser, target: TestUser): Promise<Response> {
  return t.call(`/api/admin/users/${target.user.id}`, {
    method: 'PUT',
    headers: actor.auth,
    body: { role: 'MEMBER' },
  });
}

describe('the last admin, under concurrency', () => {
  it('stays when two admins demote each other at the same moment', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [ash, misty] = await onlyTwoAdmins();
      const answers = await Promise.all([demote(ash, misty), demote(misty, ash)]);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(await admins()).toBe(1);
    }
  });

  it('stays when one admin deletes the other while being demoted by them', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [ash, misty] = await onlyTwoAdmins();
      const answers = await Promise.all([
        t.call(`/api/admin/users/${misty.user.id}`, { method: 'DELETE', headers: ash.auth }),
        demote(misty, ash),
      ]);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(await admins()).toBe(1);
    }
  });
});
