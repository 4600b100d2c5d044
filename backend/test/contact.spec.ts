import { readdirSync } from 'node:fs';
import { Role } from '../src/common/role.js';
import { ContactMessage } from '../src/club-messages/contact-message.entity.js';
import { startMailbox, type Mailbox } from './support/mailbox.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

let t: TestApp;
let mailbox: Mailbox;
let admin: TestUser;

const MESSAGE = {
  name: 'Delia Ketchum',
  email: 'Delia@Example.com',
  subject: 'Can my son join?',
  message: 'Hello!\nHe is 9 and loves <Pikachu>.',
};

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Every request of a test comes from 127.0.0.1: one address for the throttle. */
function send(body: unknown) {
  return t.call('/api/contact', { method: 'POST', body });
}

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({
    SMTP_URL: mailbox.url,
    CLUB_EMAIL: 'committee@club.test',
    CONTACT_MESSAGES_PER_ADDRESS: '3',
  });
  admin = await t.newUser({ role: Role.ADMIN });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

describe('the contact form', () => {
  it('stores the message, mails it to the club address with the visitor as reply-to, and answers the toast', async () => {
    const response = await send(MESSAGE);
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({
      message: "Message sent successfully! We'll get back to you soon.",
    });

    const stored = await t.em().findOneOrFail(ContactMessage, { subject: MESSAGE.subject });
    expect(stored).toMatchObject({ name: 'Delia Ketchum', email: 'delia@example.com', handled: false });
    expect(stored.message).toBe(MESSAGE.message);

    const mail = await mailbox.waitFor('committee@club.test');
    expect(mail.subject).toBe('Contact form: Can my son join?');
    expect(mail.replyTo?.[0]?.address).toBe('delia@example.com');
    expect(mail.text).toContain('He is 9 and loves <Pikachu>.');
    expect(mail.html).toContain('loves &#60;Pikachu&#62;.');
  });

  it.each([
    [{ ...MESSAGE, name: '' }, 'Name is required.'],
    [{ ...MESSAGE, email: 'not-an-address' }, 'Please enter a valid email address'],
    [{ ...MESSAGE, subject: '  ' }, 'Subject is required.'],
    [{ name: 'A', email: 'a@b.co', subject: 'S' }, 'Message is required.'],
    [{ ...MESSAGE, subject: 'two\nlines' }, 'Subject must be a single line of text.'],
  ])('refuses %j with a readable 400, storing nothing and not counting it', async (body, message) => {
    const before = await t.em().count(ContactMessage, {});
    const response = await send(body);
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(message);
    expect(await t.em().count(ContactMessage, {})).toBe(before);
  });

  it('is throttled per address (CONTACT_MESSAGES_PER_ADDRESS), with Retry-After', async () => {
    // One message was sent above; the limit is 3.
    expect((await send({ ...MESSAGE, subject: 'Second' })).status).toBe(201);
    expect((await send({ ...MESSAGE, subject: 'Third' })).status).toBe(201);
    const refused = await send({ ...MESSAGE, subject: 'Fourth' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await t.em().count(ContactMessage, { subject: 'Fourth' })).toBe(0);
  });
});

describe('contact messages for admins', () => {
  it('lists them newest first as a simple-rest resource and marks one handled with the record as served', async () => {
    const list = await t.call('/api/admin/contact-messages?range=[0,9]&filter={"handled":false}', {
      headers: admin.auth,
    });
    expect(list.headers.get('content-range')).toBe('contact-messages 0-2/3');
    const messages =
      await json<{ id: number; subject: string; handled: boolean; handledAt: string | null }[]>(list);
    expect(messages.map((m) => m.subject)).toEqual(['Third', 'Second', 'Can my son join?']);

    const response = await t.call(`/api/admin/contact-messages/${messages[0].id}`, {
      method: 'PUT',
      headers: admin.auth,
      body: { ...messages[0], handled: true },
    });
    expect(await json(response)).toMatchObject({
      handled: true,
      handledAt: expect.any(String),
      subject: 'Third',
    });
    const changeText = await t.call(`/api/admin/contact-messages/${messages[0].id}`, {
      method: 'PUT',
      headers: admin.auth,
      body: { subject: 'Rewritten', message: 'Rewritten' },
    });
    expect((await json(changeText)).subject).toBe('Third');
    const unhandled = await json<unknown[]>(
      await t.call('/api/admin/contact-messages?filter={"handled":false}', { headers: admin.auth }),
    );
    expect(unhandled).toHaveLength(2);
  });

  it('writes the mail to the outbox when no SMTP server is configured', async () => {
    const plain = await createTestApp({ CLUB_EMAIL: 'outbox@club.test' });
    try {
      const response = await plain.call('/api/contact', { method: 'POST', body: MESSAGE });
      expect(response.status).toBe(201);
      expect(
        readdirSync(`${plain.config.dataDir}/outbox`).some((f) => f.endsWith('outbox@club.test.eml')),
      ).toBe(true);
    } finally {
      await plain.close();
    }
  });
});
