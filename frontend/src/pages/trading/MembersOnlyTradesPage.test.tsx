import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyTradeListingDto, MyTradeOfferDto } from '../../api/generated/types.gen';
import { apiError, json, mockApi, refreshAs } from '../../test/api-mock';
import { renderAt, renderRoutes } from '../../test/render';
import { MembersOnlyTradesPage } from './MembersOnlyTradesPage';
import { ASH, BROCK, makeListing, makeOffer, pageOf } from './test/trade-fixtures';

// The signed-in member of refreshAs('MEMBER') is Ash (id 2).
const BROCKS_CARD = makeListing(7, { cardTitle: 'Onix', userId: BROCK.id, user: BROCK });
const ASHS_CARD = makeListing(8, { cardTitle: 'Pikachu' });

describe('MembersOnlyTradesPage', () => {
  beforeEach(() => {
    // jsdom makes no object URLs; the photo preview needs one.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('Browse: Make an Offer on another member’s card, not on your own; the offer form asks for the card offered', async () => {
    const { requests } = mockApi({
      authRefresh: refreshAs('MEMBER'),
      tradesMembersList: json(200, [BROCKS_CARD, ASHS_CARD]),
      tradesMakeOffer: json(201, makeOffer(1, 7)),
    });
    renderAt('/members-only-trades', <MembersOnlyTradesPage />);
    const mine = await screen.findByRole('article', { name: 'Pikachu' });
    expect(within(mine).getByText('Your listing')).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: /Make an Offer/ })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Make an Offer for Onix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make an Offer' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Offer' }));
    expect(await within(dialog).findByText('Please enter the card you are offering')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Money' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Offer' }));
    expect(await within(dialog).findByText('Please enter the price you are offering')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Price Offered/ }), '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Send Offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = requests.find((r) => r.operation === 'tradesMakeOffer');
    expect(sent?.params).toEqual({ id: '7' });
    expect(sent?.body).toEqual({ offerType: 'CASH', priceOffered: 12.5 });
    expect(await screen.findByText('Your offer has been sent')).toBeInTheDocument();
    // The keyboard stays with the card offered on, not at the top of the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Onix' })).toHaveFocus());
  });

  it('Browse: a card with your offer waiting says so instead of Make an Offer; after a decline you may offer again', async () => {
    const ONIX_DECLINED = makeListing(9, { cardTitle: 'Steelix', userId: BROCK.id, user: BROCK });
    mockApi({
      authRefresh: refreshAs('MEMBER'),
      tradesMembersList: json(200, [BROCKS_CARD, ONIX_DECLINED]),
      tradesMyOffers: json(200, [
        { ...makeOffer(4, 7, { offererId: ASH.id, offerer: ASH }), listing: BROCKS_CARD },
        {
          ...makeOffer(5, 9, { offererId: ASH.id, offerer: ASH, status: 'DECLINED' }),
          listing: ONIX_DECLINED,
        },
      ]),
    });
    renderAt('/members-only-trades', <MembersOnlyTradesPage />);
    const waiting = await screen.findByRole('article', { name: 'Onix' });
    expect(await within(waiting).findByText(/Your offer is waiting for an answer/)).toBeInTheDocument();
    expect(within(waiting).queryByRole('button', { name: /Make an Offer/ })).toBeNull();
    const declined = screen.getByRole('article', { name: 'Steelix' });
    expect(within(declined).getByRole('button', { name: 'Make an Offer for Steelix' })).toBeInTheDocument();
  });

  it('Submit Card requires the Card Title and sends the form as multipart with Near Mint by default', async () => {
    const { requests } = mockApi({
      authRefresh: refreshAs('MEMBER'),
      tradesMembersList: json(200, []),
      tradesCreate: json(201, ASHS_CARD),
    });
    renderAt('/members-only-trades', <MembersOnlyTradesPage />);
    expect(await screen.findByRole('heading', { name: 'No cards found' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Card' });
    expect(within(dialog).getByRole('combobox', { name: /Declared Condition/ })).toHaveTextContent(
      'Near Mint',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit Card' }));
    expect(await within(dialog).findByText('Card Title is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Card Title/ }), 'Pikachu');
    await user.type(within(dialog).getByRole('textbox', { name: /Asking Price/ }), '12.505');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Card' }));
    expect(await within(dialog).findByText(/Please enter an amount in pounds/)).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Asking Price/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Asking Price/ }), '12.50');
    const photoInput = within(dialog).getByLabelText('Photo of the card');
    const tooLarge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.png', { type: 'image/png' });
    await user.upload(photoInput, tooLarge);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Each image must be at most 5 MB.');
    // Said on the button the keyboard uses to choose the photo (the file input itself is hidden).
    expect(within(dialog).getByRole('button', { name: /^(Add|Change) Photo$/ })).toHaveAccessibleDescription(
      'Each image must be at most 5 MB.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit Card' }));
    expect(requests.some((r) => r.operation === 'tradesCreate')).toBe(false);
    const photo = new File([new Uint8Array([1, 2, 3])], 'pikachu.png', { type: 'image/png' });
    await user.upload(photoInput, photo);
    expect(within(dialog).getByRole('img', { name: 'Preview of the photo' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByText('Each image must be at most 5 MB.')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Submit Card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = requests.find((r) => r.operation === 'tradesCreate');
    expect(sent?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = String(sent?.body);
    expect(form).toContain('name="cardTitle"\r\n\r\nPikachu');
    expect(form).toContain('name="cardDeclaredCondition"\r\n\r\nNEAR_MINT');
    expect(form).toContain('name="desiredValue"\r\n\r\n12.50');
    // Node's FormData under jsdom keeps the photo's part and type, not jsdom's File name (the browser journey does).
    expect(form).toMatch(/name="photo"; filename="[^"]+"\r\nContent-Type: image\/png/);
  });

  it('My Listings: accepts an offer after confirming, and shows the listing traded', async () => {
    const pendingOffer = makeOffer(3, 8);
    const listing: MyTradeListingDto = { ...ASHS_CARD, offers: [pendingOffer] };
    const traded: MyTradeListingDto = {
      ...ASHS_CARD,
      status: 'TRADED',
      offers: [{ ...pendingOffer, status: 'ACCEPTED' }],
    };
    const { requests } = mockApi({
      authRefresh: refreshAs('MEMBER'),
      tradesMembersList: json(200, []),
      tradesMine: [json(200, [listing]), json(200, [traded])],
      tradesMyOffers: json(200, []),
      tradesAccept: json(200, { ...pendingOffer, status: 'ACCEPTED' }),
    });
    renderAt('/members-only-trades', <MembersOnlyTradesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'My Listings' }));
    await user.click(await screen.findByRole('button', { name: 'Accept the offer from Brock Harrison' }));
    const confirm = await screen.findByRole('dialog', { name: 'Accept Offer' });
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Offer accepted')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Pikachu' });
    await waitFor(() => expect(within(card).getByText('Traded')).toBeInTheDocument());
    expect(within(card).getByText('Accepted')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    expect(requests.find((r) => r.operation === 'tradesAccept')?.params).toEqual({ id: '3' });
    // The Accept button has gone; the keyboard goes to the listing rather than the top of the page.
    await waitFor(() => expect(within(card).getByRole('heading', { name: 'Pikachu' })).toHaveFocus());
  });

  it('My Listings: edits a listing, clearing what was emptied and removing its photo', async () => {
    const photo = {
      id: '00000000-0000-4000-8000-000000000001',
      url: '/api/images/1/display',
      thumbnailUrl: '/api/images/1/thumbnail',
      width: 600,
      height: 800,
      thumbnailWidth: 300,
      thumbnailHeight: 400,
    };
    const listing: MyTradeListingDto = {
      ...ASHS_CARD,
      desiredValueType: 'PRICE',
      desiredValue: 12.5,
      gradedBy: 'PSA',
      photo,
      offers: [],
    };
    const { requests } = mockApi({
      authRefresh: refreshAs('MEMBER'),
      tradesMembersList: json(200, []),
      tradesMine: json(200, [listing]),
      tradesUpdate: json(200, { ...listing, photo: null }),
    });
    renderAt('/members-only-trades', <MembersOnlyTradesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'My Listings' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Pikachu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Listing' });
    const price = within(dialog).getByRole('textbox', { name: /Asking Price/ });
    expect(price).toHaveValue('12.50');
    await user.clear(price);
    await user.type(price, '15');
    await user.clear(within(dialog).getByRole('textbox', { name: /Graded By/ }));
    expect(within(dialog).getByRole('img', { name: "The listing's photo" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your listing has been updated')).toBeInTheDocument();
    const sent = requests.find((r) => r.operation === 'tradesUpdate');
    expect(sent?.params).toEqual({ id: '8' });
    const form = String(sent?.body);
    expect(form).toContain('name="desiredValue"\r\n\r\n15\r\n');
    expect(form).toContain('name="gradedBy"\r\n\r\n\r\n');
    expect(form).toContain('name="removePhoto"\r\n\r\ntrue');
    expect(form).not.toContain('name="photo"');
  });

  it('My Offers: shows the offers made, and the empty texts of the spec', async () => {
    const offer: MyTradeOfferDto = {
      ...makeOffer(4, 7, { offererId: ASH.id, offerer: ASH }),
      listing: BROCKS_CARD,
    };
    mockApi({
      authRefresh: refreshAs('MEMBER'),
      tradesMembersList: json(200, []),
      tradesMine: json(200, []),
      tradesMyOffers: json(200, [offer]),
    });
    // Opened at the tab the address names, as after a reload.
    const { router } = renderRoutes(
      [{ path: '/members-only-trades', element: <MembersOnlyTradesPage /> }],
      '/members-only-trades?tab=listings',
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'My Listings' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByRole('heading', { name: "You haven't listed any cards yet" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'My Offers' }));
    expect(router.state.location.search).toBe('?tab=offers');
    const card = await screen.findByRole('article', { name: 'Onix' });
    expect(within(card).getByText('Ditto (Good)')).toBeInTheDocument();
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Withdraw your offer for Onix' })).toBeInTheDocument();
  });

  it("Browse: pages with 'Load More Cards', asks the server for the search and shows the server's count", async () => {
    const all = Array.from({ length: 30 }, (_, i) => makeListing(i + 1, { userId: BROCK.id, user: BROCK }));
    const { requests } = mockApi({
      authRefresh: refreshAs('MEMBER'),
      tradesMyOffers: json(200, []),
      tradesMembersList: (request) =>
        request.query.get('q')
          ? pageOf([makeListing(40, { cardTitle: 'Secret Mew' })])(request)
          : pageOf(all)(request),
    });
    renderAt('/members-only-trades', <MembersOnlyTradesPage />);
    await screen.findByRole('article', { name: 'Card 24' });
    expect(screen.getByText('30 cards available')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Card 25' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load More Cards' }));
    expect(await screen.findByRole('article', { name: 'Card 30' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Cards' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('searchbox', { name: 'Search cards' }));
    await user.paste('mew');
    expect(await screen.findByRole('article', { name: 'Secret Mew' })).toBeInTheDocument();
    expect(screen.getByText('1 card available')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Card 1' })).not.toBeInTheDocument();
    const asked = requests
      .filter((r) => r.operation === 'tradesMembersList')
      .map((r) => Object.fromEntries(r.query));
    expect(asked).toEqual([{ range: '[0,23]' }, { range: '[24,47]' }, { range: '[0,23]', q: 'mew' }]);
  });

  it("shows 'Failed to fetch members-only trades' with Try Again", async () => {
    mockApi({ authRefresh: refreshAs('MEMBER'), tradesMembersList: apiError(500, 'boom') });
    renderAt('/members-only-trades', <MembersOnlyTradesPage />);
    expect(await screen.findByText('Failed to fetch members-only trades')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
