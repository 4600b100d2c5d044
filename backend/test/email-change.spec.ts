import { EmailChange } from '../src/users/email-change.entity.js';
import { User } from '../src/users/user.entity.js';
import { startMailbox, type Mailbox } from './support/mailbox.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

let t: TestApp;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.url, SIGN_IN_FAILURES_PER_ACCOUNT: '3' });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

const changeMe = (member: TestUser, body: Record<string, unknown>) =>
  t.call('/api/users/me', { method: 'PUT', headers: member.auth, body });

const confirm = (token: unknown) => t.call('/api/users/confirm-email', { method: 'POST', body: { token } });

const storedEmail = async (member: TestUser) =>
  (await t.em().findOneOrFail(User, { id: member.user.id })).email;

/** The token of the confirmation link mailed to `to`. */
async function linkTokenFor(to: string): Promise<string> {
  const mail = await mailbox.waitFor(to);
  const match = /http:\/\/club\.test\/confirm-email\?token=([\w-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no confirmation link in the mail to ${to}`);
  return match[1];
}

describe('changing your own e-mail address', () => {
  it.each([
    [{}, 'Enter your current password to change your e-mail address.'],
    [{ currentPassword: '' }, 'Enter your current password to change your e-mail address.'],
    [{ currentPassword: 'not-my-password' }, 'Current password is incorrect'],
  ])(
    'with %j as password is refused with 400, changing nothing and mailing nobody',
    async (extra, message) => {
      const member = await t.newUser();
      const target = `nobody-${member.user.id}@elsewhere.test`;
      const response = await changeMe(member, { email: target, firstName: 'Changed', ...extra });
      expect(response.status).toBe(400);
      expect((await json(response)).message).toBe(message);
      const stored = await t.em().findOneOrFail(User, { id: member.user.id });
      expect(stored.email).toBe(member.user.email);
      expect(stored.profile.firstName).toBe(member.user.profile.firstName);
      expect(await t.em().count(EmailChange, { user: member.user.id })).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mailbox.messages.some((m) => m.to?.some((a) => a.address === target))).toBe(false);
    },
  );

  it('with the password takes effect only through the link mailed to the new address; the old one is told', async () => {
    const member = await t.newUser({ firstName: 'Dawn' });
    const response = await changeMe(member, {
      email: 'Dawn@Twinleaf.test',
      currentPassword: member.password,
      location: 'Sinnoh',
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      message: `We sent a link to dawn@twinleaf.test to confirm your new e-mail address. Until you open it, you keep signing in with ${member.user.email}.`,
      pendingEmail: 'dawn@twinleaf.test',
      user: { email: member.user.email, profile: { location: 'Sinnoh' } },
    });
    // Unconfirmed: the account keeps its address, and signs in with it.
    expect(await storedEmail(member)).toBe(member.user.email);
    const signIn = (email: string) =>
      t.call('/api/auth/login', { method: 'POST', body: { email, password: member.password } });
    expect((await signIn('dawn@twinleaf.test')).status).toBe(401);

    const notice = await mailbox.waitFor(member.user.email);
    expect(notice.subject).toBe('Your Pokémon TCG Club e-mail address is being changed');
    expect(notice.text).toContain('dawn@twinleaf.test');
    expect(notice.text).not.toContain('token=');
    const token = await linkTokenFor('dawn@twinleaf.test');
    expect(await t.em().count(EmailChange, { tokenHash: token })).toBe(0); // only its hash is kept

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(await json(confirmed)).toEqual({
      message: 'Your e-mail address is now dawn@twinleaf.test. Use it to sign in from now on.',
      email: 'dawn@twinleaf.test',
    });
    expect(await storedEmail(member)).toBe('dawn@twinleaf.test');
    expect((await signIn('dawn@twinleaf.test')).status).toBe(200);

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect((await json(again)).message).toBe(
      'This confirmation link is invalid or has expired. Change your e-mail address on your profile to get a new one.',
    );
  });

  it('refuses an expired, unknown or malformed link with 400', async () => {
    const member = await t.newUser();
    expect(
      (await changeMe(member, { email: 'late@example.test', currentPassword: member.password })).status,
    ).toBe(200);
    const token = await linkTokenFor('late@example.test');
    await t
      .em()
      .nativeUpdate(EmailChange, { user: member.user.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await confirm(token)).status).toBe(400);
    expect(await storedEmail(member)).toBe(member.user.email);

    for (const bad of ['x'.repeat(43), '', 42, 'x'.repeat(101)])
      expect((await confirm(bad)).status).toBe(400);
  });

  it('answers 409 when another account took the address before the link was opened', async () => {
    const member = await t.newUser();
    expect(
      (await changeMe(member, { email: 'contested@example.test', currentPassword: member.password })).status,
    ).toBe(200);
    const token = await linkTokenFor('contested@example.test');
    await t.newUser({ email: 'contested@example.test' });
    const response = await confirm(token);
    expect(response.status).toBe(409);
    expect((await json(response)).message).toBe('An account with this email address already exists.');
    expect(await storedEmail(member)).toBe(member.user.email);
  });

  it('answers an address that has an account exactly as a free one, mailing its owner instead of a link', async () => {
    const owner = await t.newUser({ email: 'owned@example.test', firstName: 'Cynthia' });
    const asker = await t.newUser();
    const free = await changeMe(asker, { email: 'unowned@example.test', currentPassword: asker.password });
    const taken = await changeMe(asker, { email: 'owned@example.test', currentPassword: asker.password });
    expect(taken.status).toBe(free.status);
    const [freeBody, takenBody] = [await json(free), await json(taken)];
    expect(takenBody).toEqual({
      ...freeBody,
      message: String(freeBody.message).replace('unowned@example.test', 'owned@example.test'),
      pendingEmail: 'owned@example.test',
    });
    expect([...taken.headers.keys()].sort()).toEqual([...free.headers.keys()].sort());

    // The owner hears of it, with no link; the asker's old address is told as for any change.
    const told = await mailbox.waitFor('owned@example.test');
    expect(told.subject).toBe('Someone tried to use your address for another Pokémon TCG Club account');
    expect(told.text).toContain('Hi Cynthia,');
    expect(told.text).not.toContain('token=');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const notices = mailbox.messages.filter(
      (m) => m.to?.some((a) => a.address === asker.user.email) && m.subject?.includes('is being changed'),
    );
    expect(notices).toHaveLength(2);
    // As a second request does, it replaced the first: the free address's link no longer works.
    expect((await confirm(await linkTokenFor('unowned@example.test'))).status).toBe(400);
    expect(await storedEmail(asker)).toBe(asker.user.email);
    expect(await storedEmail(owner)).toBe('owned@example.test');
  });

  it('a second request replaces the first: only the newest link works', async () => {
    const member = await t.newUser();
    await changeMe(member, { email: 'first@example.test', currentPassword: member.password });
    const first = await linkTokenFor('first@example.test');
    await changeMe(member, { email: 'second@example.test', currentPassword: member.password });
    const second = await linkTokenFor('second@example.test');
    expect((await confirm(first)).status).toBe(400);
    expect((await confirm(second)).status).toBe(200);
    expect(await storedEmail(member)).toBe('second@example.test');
  });

  it('counts wrong passwords per account (SIGN_IN_FAILURES_PER_ACCOUNT), then answers 429 with Retry-After', async () => {
    const member = await t.newUser();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await changeMe(member, { email: 'guess@example.test', currentPassword: `guess-${i}` })).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const refused = await changeMe(member, { email: 'guess@example.test', currentPassword: member.password });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await t.em().count(EmailChange, { user: member.user.id })).toBe(0);
  });
});
