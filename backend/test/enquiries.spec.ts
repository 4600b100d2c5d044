import { Role } from '../src/common/role.js';
import { startMailbox, type Mailbox } from './support/mailbox.js';
import { form, picture } from './support/pictures.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

/**
 * Make Offer and Enquire for visitors (spec 1 §3, issue 25 §3): a form the club mails to the seller or artist
 * with Reply-To the visitor, instead of the member's address in the page.
 */

let t: TestApp;
let mailbox: Mailbox;
let admin: TestUser;
let seller: TestUser;
let publicListing: number;
let membersListing: number;
let artwork: number;

const ENQUIRY = {
  name: 'Delia Ketchum',
  email: 'Delia@Visitor.test',
  message: 'Would you take £35?\nI can meet at the club on <Friday>.',
};

async function json<T = Record<string, unknown>>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function list(visibility: string, cardTitle: string): Promise<number> {
  const response = await fetch(`${t.baseUrl}/api/trades`, {
    method: 'POST',
    headers: seller.auth,
    body: form({ cardTitle, visibility }, []),
  });
  return (await json<{ id: number }>(response, 201)).id;
}

const enquire = (path: string, body: unknown) => t.call(path, { method: 'POST', body });

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({
    SMTP_URL: mailbox.url,
    ENQUIRIES_PER_EMAIL: '2',
    ENQUIRIES_PER_ADDRESS: '10',
    MAILS_PER_RECIPIENT: '4',
  });
  admin = await t.newUser({ role: Role.ADMIN });
  seller = await t.newUser({ email: 'misty.seller@example.com', firstName: 'Misty' });
  publicListing = await list('PUBLIC', 'Charizard ex');
  membersListing = await list('MEMBERS_ONLY', 'Mew ex');
  const images = await json<{ id: string }[]>(
    await fetch(`${t.baseUrl}/api/admin/artworks/images`, {
      method: 'POST',
      headers: admin.auth,
      body: form({}, [
        { field: 'images', name: 'a.png', type: 'image/png', bytes: await picture('png', 200, 200) },
      ]),
    }),
    201,
  );
  artwork = (
    await json<{ id: number }>(
      await t.call('/api/admin/artworks', {
        method: 'POST',
        headers: admin.auth,
        body: { name: 'Lapras at sea', authorId: seller.user.id, price: 30, images },
      }),
      201,
    )
  ).id;
}, 60_000);
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

describe('enquiries from visitors', () => {
  it('mails Make Offer to the seller, reply-to the visitor, as plain text kept safe in HTML', async () => {
    const sent = await json(await enquire(`/api/trades/public/${publicListing}/enquiries`, ENQUIRY), 201);
    expect(sent).toEqual({ message: 'Message sent! They will reply to your e-mail address.' });
    const mail = await mailbox.waitFor('misty.seller@example.com');
    expect(mail.subject).toBe('Offer for Charizard ex');
    expect(mail.replyTo?.[0]?.address).toBe('delia@visitor.test');
    expect(mail.text).toContain('Delia Ketchum <delia@visitor.test> wrote about your listing Charizard ex');
    expect(mail.text).toContain('I can meet at the club on <Friday>.');
    expect(mail.html).toContain('on &#60;Friday&#62;.');
  });

  it('mails Enquire to the artist, with the piece and its price', async () => {
    const other = { ...ENQUIRY, email: 'gary@visitor.test' };
    await json(await enquire(`/api/artworks/${artwork}/enquiries`, other), 201);
    const mail = mailbox.messages.find((m) => m.subject === 'Enquiry about: Lapras at sea');
    expect(mail?.to?.[0]?.address).toBe('misty.seller@example.com');
    expect(mail?.replyTo?.[0]?.address).toBe('gary@visitor.test');
    expect(mail?.text).toContain('your piece "Lapras at sea" (£30.00)');
  });

  it.each([
    [{ ...ENQUIRY, name: ' ' }, 'Name is required.'],
    [{ ...ENQUIRY, email: 'not-an-address' }, 'Please enter a valid email address'],
    [{ name: 'A', email: 'a@b.co' }, 'Message is required.'],
    [{ ...ENQUIRY, name: 'two\nlines' }, 'Name must be a single line of text.'],
    [{ ...ENQUIRY, message: 'x'.repeat(2001) }, 'Message must be at most 2000 characters long.'],
  ])('refuses bad input %# with a readable 400 and mails nothing', async (body, message) => {
    const before = mailbox.messages.length;
    const response = await enquire(`/api/trades/public/${publicListing}/enquiries`, body);
    expect(response.status).toBe(400);
    expect((await json<{ message: string }>(response, 400)).message).toBe(message);
    expect(mailbox.messages.length).toBe(before);
  });

  it('answers 404 for a members-only listing or a piece that does not exist', async () => {
    const before = mailbox.messages.length;
    const hidden = await enquire(`/api/trades/public/${membersListing}/enquiries`, {
      ...ENQUIRY,
      email: 'one@visitor.test',
    });
    expect(hidden.status).toBe(404);
    expect((await json<{ message: string }>(hidden, 404)).message).toBe(
      'That listing is no longer for sale.',
    );
    const missing = await enquire('/api/artworks/99999/enquiries', { ...ENQUIRY, email: 'two@visitor.test' });
    expect(missing.status).toBe(404);
    expect(mailbox.messages.length).toBe(before);
  });

  it('is throttled per visitor e-mail address (ENQUIRIES_PER_EMAIL), with Retry-After', async () => {
    // Delia sent one above; the limit is 2.
    await json(await enquire(`/api/artworks/${artwork}/enquiries`, ENQUIRY), 201);
    const refused = await enquire(`/api/artworks/${artwork}/enquiries`, {
      ...ENQUIRY,
      email: 'DELIA@visitor.test',
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json<{ message: string }>(refused, 429)).message).toBe(
      'You have sent too many messages for now. Please wait a while and try again.',
    );
  });

  it('refuses with 429 once the seller had their share of mail (MAILS_PER_RECIPIENT), never dropping it silently', async () => {
    // The seller has had three enquiries; the fourth fills their share.
    await json(
      await enquire(`/api/trades/public/${publicListing}/enquiries`, {
        ...ENQUIRY,
        email: 'four@visitor.test',
      }),
      201,
    );
    const refused = await enquire(`/api/trades/public/${publicListing}/enquiries`, {
      ...ENQUIRY,
      email: 'five@visitor.test',
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json<{ message: string }>(refused, 429)).message).toMatch(/received many messages/);
  });
});
