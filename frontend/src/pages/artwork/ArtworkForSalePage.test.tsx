import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImageDto, PublicArtworkDto } from '../../api/generated/types.gen';
import { apiError, json, mockApi, refreshAs } from '../../test/api-mock';
import { renderAt } from '../../test/render';
import { ArtworkForSalePage } from './ArtworkForSalePage';

const image = (n: number): ImageDto => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  url: `/api/images/${n}/display`,
  thumbnailUrl: `/api/images/${n}/thumbnail`,
  width: 1200,
  height: 900,
  thumbnailWidth: 400,
  thumbnailHeight: 300,
});

const artwork = (id: number, name: string, images: ImageDto[]): PublicArtworkDto => ({
  id,
  name,
  price: 45.5,
  authorId: 7,
  author: {
    id: 7,
    profile: {
      firstName: 'Brock',
      lastName: 'Harrison',
      avatar: 74,
      avatarUrl: 'https://img.invalid/74.png',
    },
  },
  images,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const PIECES = [
  artwork(1, 'Charizard at dusk', [image(1), image(2), image(3)]),
  artwork(2, 'Onix', [image(4)]),
];

describe('ArtworkForSalePage', () => {
  it("shows the count, each piece's price in £, artist and '+N more'", async () => {
    mockApi({ authRefresh: refreshAs(null), artworksList: json(200, PIECES) });
    renderAt('/artwork-for-sale', <ArtworkForSalePage />);
    const piece = await screen.findByRole('article', { name: 'Charizard at dusk' });
    expect(screen.getByText('2 pieces available')).toBeInTheDocument();
    expect(within(piece).getByText('£45.50')).toBeInTheDocument();
    expect(within(piece).getByText('by Brock Harrison')).toBeInTheDocument();
    expect(within(piece).getByText('+2 more')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Onix' })).queryByText(/more/)).not.toBeInTheDocument();
  });

  it('Enquire opens a form the club mails to the artist: the price in the message, no address in the page', async () => {
    const { requests } = mockApi({
      authRefresh: refreshAs(null),
      artworksList: json(200, PIECES),
      artworksEnquire: json(201, { message: 'Message sent! They will reply to your e-mail address.' }),
    });
    renderAt('/artwork-for-sale', <ArtworkForSalePage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enquire about Charizard at dusk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enquire about Charizard at dusk' });
    expect(document.body.innerHTML).not.toMatch(/mailto:|@example/);
    const field = (label: RegExp) => within(dialog).getByLabelText(label, { selector: 'input, textarea' });
    expect((field(/^Message/) as HTMLTextAreaElement).value).toContain('£45.50');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByText('Please enter your name')).toBeInTheDocument();
    await user.type(field(/^Name/), 'Delia');
    await user.type(field(/^Email/), 'delia@visitor');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(field(/^Email/), '.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText('Message sent! They will reply to your e-mail address.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = requests.find((r) => r.operation === 'artworksEnquire');
    expect(sent?.params).toEqual({ id: '1' });
    expect(sent?.body).toMatchObject({ name: 'Delia', email: 'delia@visitor.test' });
  });

  it('keeps the form open with the server’s reason when the enquiry is refused', async () => {
    mockApi({
      authRefresh: refreshAs(null),
      artworksList: json(200, PIECES),
      artworksEnquire: apiError(
        429,
        'You have sent too many messages for now. Please wait a while and try again.',
      ),
    });
    renderAt('/artwork-for-sale', <ArtworkForSalePage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enquire about Onix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enquire about Onix' });
    const field = (label: RegExp) => within(dialog).getByLabelText(label, { selector: 'input, textarea' });
    await user.type(field(/^Name/), 'Delia');
    await user.type(field(/^Email/), 'delia@visitor.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(/too many messages/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Enquire about Onix' })).toBeInTheDocument();
  });

  it("walks the pictures with wrap-around, by buttons and arrow keys, with 'Image n of m'", async () => {
    mockApi({ authRefresh: refreshAs(null), artworksList: json(200, PIECES) });
    renderAt('/artwork-for-sale', <ArtworkForSalePage />);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'View images of Charizard at dusk, +2 more' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Charizard at dusk' });
    const shown = () => within(dialog).getByRole('img').getAttribute('src');
    expect(within(dialog).getByText('Image 1 of 3')).toBeInTheDocument();
    expect(shown()).toBe('/api/images/1/display');
    await user.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    expect(within(dialog).getByText('Image 3 of 3')).toBeInTheDocument();
    expect(shown()).toBe('/api/images/3/display');
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByText('Image 1 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByText('Image 3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Image 1 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('Image 3 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('Charizard at dusk, image 3 of 3');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'No artwork available' when nothing is for sale", async () => {
    mockApi({ authRefresh: refreshAs(null), artworksList: json(200, []) });
    renderAt('/artwork-for-sale', <ArtworkForSalePage />);
    expect(await screen.findByRole('heading', { name: 'No artwork available' })).toBeInTheDocument();
  });

  it("shows the loading error and loads again on 'Try Again'", async () => {
    mockApi({ authRefresh: refreshAs(null), artworksList: [apiError(500, 'boom'), json(200, PIECES)] });
    renderAt('/artwork-for-sale', <ArtworkForSalePage />);
    expect(await screen.findByText('Failed to load artworks. Please try again later.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Onix' })).toBeInTheDocument();
  });
});
