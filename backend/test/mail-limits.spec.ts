import { Role } from '../src/common/role.js';
import { OfferStatus } from '../src/trades/domain/trade-terms.js';
import { TradeListing } from '../src/trades/trade-listing.entity.js';
import { TradeOffer } from '../src/trades/trade-offer.entity.js';
import { startMailbox, type Mailbox } from './support/mailbox.js';
import { form } from './support/pictures.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

/**
 * The club's mail server is no relay: every mail counts against the member it is sent for and the address it
 * goes to, each kind its own budget (MAILS_PER_MEMBER, MAILS_PER_RECIPIENT, SIGN_UP_NOTICES_PER_RECIPIENT per
 * MAIL_WINDOW_MINUTES); mail that protects an account is never held back by a budget others can spend.
 */
let t: TestApp;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({
    SMTP_URL: mailbox.url,
    MAILS_PER_MEMBER: '5',
    MAILS_PER_RECIPIENT: '3',
    // The sign-ups below come from one address; its own limit is not what they test.
    SIGN_UPS_PER_ADDRESS: '100',
  });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

async function listing(owner: TestUser, cardTitle: string, visibility = 'MEMBERS_ONLY'): Promise<number> {
  const response = await fetch(`${t.baseUrl}/api/trades`, {
    method: 'POST',
    headers: owner.auth,
    body: form({ cardTitle, visibility }, []),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const offer = (member: TestUser, listingId: number, message = 'Visit http://evil.test for a prize!') =>
  t.call(`/api/trades/${listingId}/offers`, {
    method: 'POST',
    headers: member.auth,
    body: { cardTradeOffered: 'Eevee', message },
  });

/** The mails that reached `to` so far (after a moment for the last ones to arrive). */
async function mailsTo(to: string): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return mailbox.messages.filter((m) => m.to?.some((a) => a.address === to)).length;
}

describe('mail limits', () => {
  it('refuse an offer with 429 and Retry-After once the member has sent MAILS_PER_MEMBER mails, making no offer', async () => {
    const seller = await t.newUser({ email: 'seller-a@example.test' });
    const spammer = await t.newUser({ email: 'spammer-a@example.test' });
    const ids = [
      await listing(seller, 'Abra'),
      await listing(seller, 'Kadabra'),
      await listing(seller, 'Alakazam'),
    ];
    // Each offer mails the lister and the offerer's copy: two mails of five.
    expect((await offer(spammer, ids[0])).status).toBe(201);
    expect((await offer(spammer, ids[1])).status).toBe(201);
    const refused = await offer(spammer, ids[2]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      statusCode: 429,
      error: 'You have sent too many e-mails through the club for now. Please wait a while and try again.',
      message: 'You have sent too many e-mails through the club for now. Please wait a while and try again.',
    });
    expect(await t.em().count(TradeOffer, { listing: ids[2] })).toBe(0);
    expect(await mailsTo('seller-a@example.test')).toBe(2);
  });

  it('count only offers made: one refused for another reason leaves the quota as it was', async () => {
    const seller = await t.newUser({ email: 'seller-b@example.test' });
    const member = await t.newUser({ email: 'member-b@example.test' });
    const id = await listing(seller, 'Gastly');
    expect((await offer(member, id)).status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await offer(member, id)).status).toBe(409); // one pending offer only
    expect((await offer(member, await listing(seller, 'Haunter'))).status).toBe(201);
    // Two offers made, four mails: a third would be six of five.
    expect((await offer(member, await listing(seller, 'Gengar'))).status).toBe(429);
  });

  it('keep one address from getting more than MAILS_PER_RECIPIENT mails, without refusing other members’ offers', async () => {
    const seller = await t.newUser({ email: 'popular@example.test' });
    const id = await listing(seller, 'Mew');
    for (let i = 0; i < 5; i++) {
      expect((await offer(await t.newUser(), id)).status).toBe(201);
    }
    expect(await t.em().count(TradeOffer, { listing: id })).toBe(5);
    expect(await mailsTo('popular@example.test')).toBe(3);
  });

  it('never block withdrawing a listing, but its notices stop at MAILS_PER_MEMBER', async () => {
    const seller = await t.newUser({ email: 'withdrawer@example.test' });
    const id = await listing(seller, 'Snorlax');
    const offerers: TestUser[] = [];
    for (let i = 0; i < 6; i++) {
      const offerer = await t.newUser({ email: `offerer-${i}@example.test` });
      offerers.push(offerer);
      expect((await offer(offerer, id)).status).toBe(201);
    }
    const before = mailbox.messages.length;
    const withdrawn = await t.call(`/api/trades/${id}/withdraw`, { method: 'POST', headers: seller.auth });
    expect(withdrawn.status).toBe(200);
    expect((await t.em().findOneOrFail(TradeListing, { id })).status).toBe('WITHDRAWN');
    expect(await t.em().count(TradeOffer, { listing: id, status: OfferStatus.DECLINED })).toBe(6);
    await mailsTo('withdrawer@example.test');
    // Seven notices (the seller's and six declines); five go out.
    expect(mailbox.messages.length - before).toBe(5);
  });

  it('send one notice per window to an address someone keeps signing up with, counting the rest as held back', async () => {
    const owner = await t.newUser({ email: 'owner@example.test', role: Role.MEMBER });
    const before = await heldBack('ADDRESS_IN_USE');
    for (let i = 0; i < 5; i++) expect((await signUpAs(owner.user.email)).status).toBe(201);
    expect(await mailsTo('owner@example.test')).toBe(1);
    expect(await heldBack('ADDRESS_IN_USE')).toBe(before + 4);
  });

  it('never let 25 sign-ups with a member’s address silence the notice of their e-mail change', async () => {
    const member = await t.newUser({ email: 'target@example.test', role: Role.MEMBER });
    for (let i = 0; i < 25; i++) expect((await signUpAs(member.user.email)).status).toBe(201);
    expect(await mailsTo('target@example.test')).toBe(1);
    const changed = await t.call('/api/users/me', {
      method: 'PUT',
      headers: member.auth,
      body: { email: 'target-new@example.test', currentPassword: member.password },
    });
    expect(changed.status).toBe(200);
    const notices = await mailsWith('target@example.test', 'e-mail address is being changed');
    expect(notices).toBe(1);
    expect(await mailsWith('target-new@example.test', 'Confirm your new e-mail address')).toBe(1);
  });

  it('never let enquiries that used up a member’s budget silence their password and sign-out notices', async () => {
    const seller = await t.newUser({ email: 'busy-seller@example.test' });
    const id = await listing(seller, 'Ditto', 'PUBLIC');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await t.call(`/api/trades/public/${id}/enquiries`, {
        method: 'POST',
        body: { name: `Visitor ${i}`, email: `visitor-${i}@example.test`, message: 'Is it still there?' },
      });
      statuses.push(response.status);
    }
    // MAILS_PER_RECIPIENT is 3: the visitor past it is told to try later, and the mail counted as held back.
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const changed = await t.call('/api/auth/change-password', {
      method: 'POST',
      headers: seller.auth,
      body: { currentPassword: seller.password, newPassword: 'a-new-password-1' },
    });
    expect(changed.status).toBe(200);
    expect(await mailsWith('busy-seller@example.test', 'password was changed')).toBe(1);
    const everywhere = await t.call('/api/auth/logout-all', { method: 'POST', headers: seller.auth });
    expect(everywhere.status).toBe(204);
    expect(await mailsWith('busy-seller@example.test', 'signed out of')).toBe(1);
  });

  it('show the held-back counts on the admin overview, by kind', async () => {
    const admin = await t.newUser({ role: Role.ADMIN });
    const response = await t.call('/api/admin/overview', { headers: admin.auth });
    expect(response.status).toBe(200);
    const { heldBackMail } = (await response.json()) as {
      heldBackMail: { hours: number; kinds: { kind: string; count: number }[] };
    };
    expect(heldBackMail.hours).toBe(24);
    const counts = Object.fromEntries(heldBackMail.kinds.map(({ kind, count }) => [kind, count]));
    // 4 + 24 sign-up notices, 2 enquiries, and the trade mails the tests above held back.
    expect(counts.ADDRESS_IN_USE).toBe(28);
    expect(counts.ENQUIRY).toBe(2);
    expect(counts.TRADE).toBeGreaterThan(0);
    expect(counts.ACCOUNT).toBeUndefined();
  });
});

const signUpAs = (email: string) =>
  t.call('/api/auth/signup', {
    method: 'POST',
    body: { email, password: 'whatever1', firstName: 'Eve', lastName: 'Il' },
  });

/** Mails to `to` whose subject contains `subject`. */
async function mailsWith(to: string, subject: string): Promise<number> {
  await mailsTo(to);
  return mailbox.messages.filter((m) => m.to?.some((a) => a.address === to) && m.subject?.includes(subject))
    .length;
}

/** What the database counted as held back of `kind`, every hour together. */
async function heldBack(kind: string): Promise<number> {
  const [row] = await t
    .em()
    .getConnection()
    .execute<{ count: number }[]>(
      `select coalesce(sum(count), 0)::int as count from held_back_mail where kind = ?`,
      [kind],
    );
  return row.count;
}
