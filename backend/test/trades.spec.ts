import sharp from 'sharp';
import { Role } from '../src/common/role.js';
import { form, picture } from './support/pictures.js';
import { startMailbox, type Mailbox } from './support/mailbox.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

let t: TestApp;
let mailbox: Mailbox;
let admin: TestUser;
let ash: TestUser;
let misty: TestUser;
let brock: TestUser;

interface Trader {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}
interface Listing {
  id: number;
  cardTitle: string;
  cardDeclaredCondition: string;
  cardLanguage: string;
  visibility: string;
  status: string;
  desiredValue: number | null;
  photo: { url: string; width: number; height: number } | null;
  userId: number;
  user: Trader;
}
interface Offer {
  id: number;
  tradeId: number;
  offerType: string;
  status: string;
  offerer: Trader;
}
type MyListing = Listing & { offers: Offer[] };
type MyOffer = Offer & { listing: Listing };

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

function submit(user: TestUser, fields: Record<string, string>, photo?: Buffer): Promise<Response> {
  return fetch(`${t.baseUrl}/api/trades`, {
    method: 'POST',
    headers: user.auth,
    body: form(fields, photo ? [{ field: 'photo', name: 'card.jpg', type: 'image/jpeg', bytes: photo }] : []),
  });
}

async function list(user: TestUser, fields: Record<string, string> = {}): Promise<Listing> {
  const response = await submit(user, { cardTitle: 'Pikachu V', ...fields });
  expect(response.status).toBe(201);
  return json<Listing>(response);
}

function offer(
  user: TestUser,
  listingId: number,
  body: Record<string, unknown> = { cardTradeOffered: 'Eevee' },
) {
  return t.call(`/api/trades/${listingId}/offers`, { method: 'POST', headers: user.auth, body });
}

async function offerOk(user: TestUser, listingId: number, body?: Record<string, unknown>): Promise<Offer> {
  const response = await offer(user, listingId, body);
  expect(response.status).toBe(201);
  return json<Offer>(response);
}

function act(user: TestUser, path: string): Promise<Response> {
  return t.call(path, { method: 'POST', headers: user.auth });
}

/** Waits for a mail to `to` whose subject holds `subject`. */
async function mailTo(
  to: string,
  subject: string,
): Promise<{ subject: string; text: string; replyTo?: string }> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = mailbox.messages.find(
      (m) => m.to?.some((a) => a.address === to) && (m.subject ?? '').includes(subject),
    );
    if (found)
      return { subject: found.subject ?? '', text: found.text ?? '', replyTo: found.replyTo?.[0]?.address };
    if (Date.now() > deadline) throw new Error(`No mail to ${to} about '${subject}'`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  mailbox = await startMailbox();
  // Every trade here mails the same few addresses; the mail limits have their own tests (mail-limits.spec.ts).
  t = await createTestApp({ SMTP_URL: mailbox.url, MAILS_PER_MEMBER: '1000', MAILS_PER_RECIPIENT: '1000' });
  admin = await t.newUser({ role: Role.ADMIN, email: 'admin@club.test' });
  ash = await t.newUser({ email: 'ash@example.com', firstName: 'Ash' });
  misty = await t.newUser({ email: 'misty@example.com', firstName: 'Misty' });
  brock = await t.newUser({ email: 'brock@example.com', firstName: 'Brock' });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

describe('listing a card', () => {
  it('takes the Submit Card form as multipart with the defaults of the spec and a photo without metadata', async () => {
    const photo = await picture('jpeg', 1200, 1600, { exif: { Artist: 'Ash', Copyright: 'Pallet Town' } });
    const response = await submit(ash, { cardTitle: '  Charizard ex ', desiredValue: '40.50' }, photo);
    expect(response.status).toBe(201);
    const listing = await json<Listing>(response);
    expect(listing).toMatchObject({
      cardTitle: 'Charizard ex',
      cardDeclaredCondition: 'NEAR_MINT',
      cardLanguage: 'ENGLISH',
      visibility: 'MEMBERS_ONLY',
      status: 'ACTIVE',
      desiredValue: 40.5,
      userId: ash.user.id,
      user: { firstName: 'Ash', lastName: 'Tester' },
      photo: { width: 1200, height: 1600 },
    });
    const served = Buffer.from(await (await fetch(`${t.baseUrl}${listing.photo!.url}`)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 1600 });
    expect(meta.exif).toBeUndefined();
  });

  it.each([
    [{}, 'Card Title is required.'],
    [{ cardTitle: '   ' }, 'Card Title is required.'],
    [{ cardTitle: 'x'.repeat(201) }, 'Card Title must be at most 200 characters long.'],
    [
      { cardTitle: 'Mew', cardDeclaredCondition: 'GREAT' },
      'Declared Condition must be one of MINT, NEAR_MINT',
    ],
    [{ cardTitle: 'Mew', cardLanguage: 'KLINGON' }, 'Language must be one of ENGLISH, JAPANESE, OTHER.'],
    [{ cardTitle: 'Mew', isOpenToTrade: 'maybe' }, 'Open to trade must be true or false.'],
    [{ cardTitle: 'Mew', desiredValue: '12.345' }, 'Desired value must be an amount in pounds'],
    [{ cardTitle: 'Mew', desiredValue: '-3' }, 'Desired value must be an amount in pounds'],
    [{ cardTitle: 'Mew\u0000' }, 'must be plain text'],
  ])('refuses %j with a readable 400 and keeps nothing', async (fields, message) => {
    const response = await submit(ash, fields);
    expect(response.status).toBe(400);
    expect((await json<{ message: string }>(response)).message).toContain(message);
  });

  it('refuses visitors and accounts awaiting approval', async () => {
    const pending = await t.newUser({ role: Role.PENDING });
    expect(
      (await fetch(`${t.baseUrl}/api/trades`, { method: 'POST', body: form({ cardTitle: 'x' }) })).status,
    ).toBe(401);
    expect((await submit(pending, { cardTitle: 'x' })).status).toBe(403);
    expect((await t.call('/api/trades/members-only')).status).toBe(401);
    expect((await t.call('/api/trades/members-only', { headers: pending.auth })).status).toBe(403);
  });

  it('lets only its owner change it: fields sent, a new photo, or no photo', async () => {
    const listing = await list(ash, { cardTitle: 'Mewtwo' });
    const other = await fetch(`${t.baseUrl}/api/trades/${listing.id}`, {
      method: 'PUT',
      headers: misty.auth,
      body: form({ cardTitle: 'Mine now' }),
    });
    expect(other.status).toBe(403);
    const photo = await picture('png', 300, 420);
    const changed = await fetch(`${t.baseUrl}/api/trades/${listing.id}`, {
      method: 'PUT',
      headers: ash.auth,
      body: form({ cardLanguage: 'JAPANESE', visibility: 'PUBLIC', gradedBy: 'PSA' }, [
        { field: 'photo', name: 'mewtwo.png', type: 'image/png', bytes: photo },
      ]),
    });
    expect(changed.status).toBe(200);
    const withPhoto = await json<Listing>(changed);
    expect(withPhoto).toMatchObject({ cardTitle: 'Mewtwo', cardLanguage: 'JAPANESE', visibility: 'PUBLIC' });
    expect(withPhoto.photo).not.toBeNull();
    const removed = await json<Listing>(
      await fetch(`${t.baseUrl}/api/trades/${listing.id}`, {
        method: 'PUT',
        headers: ash.auth,
        body: form({ removePhoto: 'true', gradedBy: '' }),
      }),
    );
    expect(removed).toMatchObject({ photo: null, cardTitle: 'Mewtwo' });
    // The old photo is gone at once.
    expect((await fetch(`${t.baseUrl}${withPhoto.photo!.url}`)).status).toBe(404);
  });

  it('shows public listings to anyone and every active listing to members', async () => {
    const open = await list(ash, { cardTitle: 'Public Snorlax', visibility: 'PUBLIC' });
    const closed = await list(ash, { cardTitle: 'Members Lapras' });
    const visitors = await json<Listing[]>(await t.call('/api/trades/public'));
    expect(visitors.map((l) => l.id)).toContain(open.id);
    expect(visitors.map((l) => l.id)).not.toContain(closed.id);
    expect(visitors.find((l) => l.id === open.id)?.user).toEqual({
      id: ash.user.id,
      firstName: 'Ash',
      lastName: 'Tester',
    });
    const members = await json<Listing[]>(await t.call('/api/trades/members-only', { headers: misty.auth }));
    expect(members.map((l) => l.id)).toEqual(expect.arrayContaining([open.id, closed.id]));
  });

  it('caches the public list with an ETag and renews it when a listing changes', async () => {
    const first = await t.call('/api/trades/public', { headers: { 'accept-encoding': 'identity' } });
    const etag = first.headers.get('etag')!;
    expect((await t.call('/api/trades/public', { headers: { 'if-none-match': etag } })).status).toBe(304);
    await list(misty, { cardTitle: 'Public Psyduck', visibility: 'PUBLIC' });
    const after = await t.call('/api/trades/public', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect((await json<Listing[]>(after))[0].cardTitle).toBe('Public Psyduck');
  });
});

describe('offers', () => {
  it('are made by other members, with both sides mailed; not on your own card, nor twice', async () => {
    const listing = await list(ash, { cardTitle: 'Gyarados' });
    expect((await offer(ash, listing.id)).status).toBe(403);
    const made = await offerOk(misty, listing.id, {
      cardTradeOffered: 'Starmie',
      cardDeclaredCondition: 'MINT',
      wantsMonetaryValue: true,
      monetaryAmount: 5,
      message: 'Swap at Thursday club night?',
    });
    expect(made).toMatchObject({
      offerType: 'CARD_TRADE',
      status: 'PENDING',
      offerer: { firstName: 'Misty' },
    });
    const duplicate = await offer(misty, listing.id);
    expect(duplicate.status).toBe(409);
    const toLister = await mailTo('ash@example.com', 'New offer for Gyarados');
    expect(toLister.text).toContain('Misty Tester offered Starmie (Mint) plus £5.00 for your Gyarados.');
    expect(toLister.text).toContain('Swap at Thursday club night?');
    await mailTo('misty@example.com', 'Your offer for Gyarados');
  });

  it.each([
    [{}, 'Please enter the card you are offering'],
    [{ cardTradeOffered: '  ' }, 'Please enter the card you are offering'],
    [{ cardTradeOffered: 'Eevee', wantsMonetaryValue: true }, 'Please enter the amount you want on top'],
    [{ offerType: 'CASH' }, 'Please enter the price you are offering'],
    [{ offerType: 'CASH', priceOffered: 0.001 }, 'Price offered must be an amount in pounds'],
    [{ offerType: 'BARTER' }, 'Offer type must be one of CARD_TRADE, CASH.'],
    [{ cardTradeOffered: 'Eevee', userId: 1 }, "Unknown field 'userId' is not allowed."],
  ])('refuses %j with a readable 400', async (body, message) => {
    const listing = await list(ash);
    const response = await offer(brock, listing.id, body);
    expect(response.status).toBe(400);
    expect((await json<{ message: string }>(response)).message).toContain(message);
  });

  it('cannot be made on a missing or closed listing', async () => {
    expect((await offer(misty, 999_999)).status).toBe(404);
    const listing = await list(ash);
    expect((await act(ash, `/api/trades/${listing.id}/withdraw`)).status).toBe(200);
    expect((await offer(misty, listing.id)).status).toBe(409);
  });

  it('accepted by the lister: the card is traded, the other offers declined in the same step, everyone mailed', async () => {
    const listing = await list(ash, { cardTitle: 'Dragonite', visibility: 'PUBLIC' });
    const fromMisty = await offerOk(misty, listing.id, { offerType: 'CASH', priceOffered: 60 });
    const fromBrock = await offerOk(brock, listing.id, { cardTradeOffered: 'Onix' });
    expect((await act(misty, `/api/trades/offers/${fromMisty.id}/accept`)).status).toBe(403);
    const accepted = await act(ash, `/api/trades/offers/${fromMisty.id}/accept`);
    expect(accepted.status).toBe(200);
    const mine = await json<MyListing>(accepted);
    expect(mine.status).toBe('TRADED');
    expect(Object.fromEntries(mine.offers.map((o) => [o.id, o.status]))).toEqual({
      [fromMisty.id]: 'ACCEPTED',
      [fromBrock.id]: 'DECLINED',
    });
    const toBuyer = await mailTo('misty@example.com', 'Your offer for Dragonite was accepted');
    expect(toBuyer.replyTo).toBe('ash@example.com');
    expect(toBuyer.text).toContain('accepted your offer of £60.00');
    const toSeller = await mailTo('ash@example.com', 'You accepted an offer for Dragonite');
    expect(toSeller.replyTo).toBe('misty@example.com');
    expect((await mailTo('brock@example.com', 'Your offer for Dragonite was declined')).text).toContain(
      'was traded to another member',
    );
    // Traded cards leave the lists, and nothing more can happen to them.
    const visitors = await json<Listing[]>(await t.call('/api/trades/public'));
    expect(visitors.map((l) => l.id)).not.toContain(listing.id);
    expect((await act(ash, `/api/trades/offers/${fromBrock.id}/accept`)).status).toBe(409);
    expect((await offer(brock, listing.id)).status).toBe(409);
  });

  it('of two simultaneous accepts on one card, exactly one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const listing = await list(ash, { cardTitle: `Contested ${round}` });
      const offers = [await offerOk(misty, listing.id), await offerOk(brock, listing.id)];
      const answers = await Promise.all(offers.map((o) => act(ash, `/api/trades/offers/${o.id}/accept`)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const rows = await t
        .em()
        .getConnection()
        .execute<{ status: string }[]>(
          `select status from trade_offers where listing_id = ${listing.id} order by status`,
        );
      expect(rows.map((row) => row.status)).toEqual(['ACCEPTED', 'DECLINED']);
      const [state] = await t
        .em()
        .getConnection()
        .execute<{ status: string }[]>(`select status from trade_listings where id = ${listing.id}`);
      expect(state.status).toBe('TRADED');
    }
  });

  it('declined by the lister, withdrawn by the offerer; each side sees it in My Listings and My Offers', async () => {
    const listing = await list(ash, { cardTitle: 'Vaporeon' });
    const declined = await offerOk(misty, listing.id);
    const withdrawn = await offerOk(brock, listing.id);
    expect((await act(misty, `/api/trades/offers/${declined.id}/decline`)).status).toBe(403);
    expect((await act(ash, `/api/trades/offers/${declined.id}/decline`)).status).toBe(200);
    await mailTo('misty@example.com', 'Your offer for Vaporeon was declined');
    await mailTo('ash@example.com', 'You declined an offer for Vaporeon');
    expect((await act(ash, `/api/trades/offers/${withdrawn.id}/withdraw`)).status).toBe(403);
    expect((await act(brock, `/api/trades/offers/${withdrawn.id}/withdraw`)).status).toBe(200);
    expect((await act(brock, `/api/trades/offers/${withdrawn.id}/withdraw`)).status).toBe(409);
    await mailTo('ash@example.com', 'An offer for Vaporeon was withdrawn');
    await mailTo('brock@example.com', 'You withdrew your offer for Vaporeon');

    const myListings = await json<MyListing[]>(await t.call('/api/trades/mine', { headers: ash.auth }));
    const vaporeon = myListings.find((l) => l.id === listing.id)!;
    expect(vaporeon.offers.map((o) => [o.offerer.firstName, o.status])).toEqual([
      ['Brock', 'WITHDRAWN'],
      ['Misty', 'DECLINED'],
    ]);
    const mistyOffers = await json<MyOffer[]>(
      await t.call('/api/trades/offers/mine', { headers: misty.auth }),
    );
    expect(mistyOffers.find((o) => o.id === declined.id)).toMatchObject({
      status: 'DECLINED',
      listing: { cardTitle: 'Vaporeon', user: { firstName: 'Ash' } },
    });
    // Nobody else's offers show in My Offers.
    expect(mistyOffers.every((o) => o.offerer.id === misty.user.id)).toBe(true);
    expect((await act(brock, `/api/trades/offers/999999/accept`)).status).toBe(404);
  });

  it('withdrawing a listing declines its pending offers and tells the offerers; others cannot withdraw it, admins can', async () => {
    const listing = await list(ash, { cardTitle: 'Jolteon' });
    await offerOk(misty, listing.id);
    expect((await act(misty, `/api/trades/${listing.id}/withdraw`)).status).toBe(403);
    const withdrawn = await json<MyListing>(await act(ash, `/api/trades/${listing.id}/withdraw`));
    expect(withdrawn).toMatchObject({ status: 'WITHDRAWN', offers: [{ status: 'DECLINED' }] });
    expect((await mailTo('misty@example.com', 'Your offer for Jolteon was declined')).text).toContain(
      'withdrew Jolteon',
    );
    await mailTo('ash@example.com', 'You withdrew Jolteon');
    expect((await act(ash, `/api/trades/${listing.id}/withdraw`)).status).toBe(409);
    const changed = await fetch(`${t.baseUrl}/api/trades/${listing.id}`, {
      method: 'PUT',
      headers: ash.auth,
      body: form({ cardTitle: 'Back again' }),
    });
    expect(changed.status).toBe(409);

    const moderated = await list(brock, { cardTitle: 'Rude words' });
    expect((await act(admin, `/api/trades/${moderated.id}/withdraw`)).status).toBe(200);
  });
});
