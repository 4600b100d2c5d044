import type {
  ArtworksListResponse,
  ContentItemDto,
  ContentSectionsListResponse,
  EventDto,
  EventsListResponse,
  ReleasesListResponse,
  TradeListingDto,
  TradesPublicListResponse,
} from '../api/generated/types.gen';
import { asOnePage } from '../pages/trading/use-listing-pages';

/**
 * Sample answers of the public lists, by the operation id the generated query keys carry (`_id`). A public page
 * is pre-rendered as a visitor sees it before its data arrives, so the styles of its cards were not in it: the
 * browser compiled and inserted about a hundred rules while it drew the list, in the same long task. The
 * pre-render draws each page once more with these answers, keeps the styles and throws the markup away
 * (render-page.tsx). The samples cover the cards' variants that change their styles (places left or full,
 * graded or not, a price or a wanted card, pictures or none); a style they miss is still inserted as before.
 */
const STAMP = '2026-01-01T00:00:00.000Z';

function event(id: number, fields: Partial<EventDto>): EventDto {
  return {
    id,
    title: 'Club night',
    description: 'Games, trades and a friendly welcome.',
    date: '2099-06-05T18:30:00.000Z',
    time: '18:30–21:30',
    location: null,
    type: 'COMMUNITY_NIGHT',
    maxAttendees: null,
    attendeeCount: 0,
    placesLeft: null,
    isActive: true,
    image: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...fields,
  };
}

const events: EventsListResponse = [
  event(1, {}),
  event(2, {
    type: 'TOURNAMENT',
    maxAttendees: 32,
    attendeeCount: 12,
    placesLeft: 20,
    location: 'Main hall',
  }),
  event(3, { type: 'TRAINING_SESSION', maxAttendees: 8, attendeeCount: 8, placesLeft: 0 }),
  event(4, { type: 'TRADING_SESSION' }),
  event(5, { type: 'SPECIAL_EVENT', time: null }),
];

const releases: ReleasesListResponse = (
  ['BOOSTER_SET', 'ELITE_TRAINER_BOX', 'PROMO_CARDS', 'ACCESSORIES'] as const
).map((releaseType, index) => ({
  id: index + 1,
  packName: 'Winter Expansion',
  releaseType,
  releaseDate: `2099-0${index + 1}-10`,
  imageUrl: index === 0 ? '/sample.webp' : null,
  description: 'Over 180 new cards.',
  createdAt: STAMP,
  updatedAt: STAMP,
}));

const trader = { id: 2, firstName: 'Brock', lastName: 'Harrison', email: 'brock@club.example' };

function listing(id: number, fields: Partial<TradeListingDto>): TradeListingDto {
  return {
    id,
    cardTitle: 'Onix (Base Set 56)',
    cardDeclaredCondition: 'NEAR_MINT',
    cardKnownCondition: null,
    gradedBy: null,
    cardLanguage: 'ENGLISH',
    isOpenToTrade: true,
    desiredValueType: 'PRICE',
    desiredValue: 2.5,
    desiredCard: null,
    visibility: 'PUBLIC',
    status: 'ACTIVE',
    photo: null,
    userId: trader.id,
    user: trader,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...fields,
  };
}

const picture = {
  id: 'sample',
  url: '/sample.webp',
  width: 1200,
  height: 900,
  thumbnailUrl: '/sample-thumb.webp',
  thumbnailWidth: 400,
  thumbnailHeight: 300,
};

const trades: TradesPublicListResponse = [
  listing(1, {}),
  listing(2, { cardKnownCondition: 'PSA 9', gradedBy: 'PSA', photo: picture }),
  listing(3, {
    cardLanguage: 'JAPANESE',
    cardDeclaredCondition: 'MINT',
    desiredValueType: 'CARD',
    desiredValue: null,
    desiredCard: 'Any Togepi promo',
  }),
];

const artworks: ArtworksListResponse = [1, 3].map((pictures, index) => ({
  id: index + 1,
  name: 'Pikachu in watercolour',
  price: 25,
  authorId: 3,
  author: {
    id: 3,
    email: 'artist@club.example',
    profile: { firstName: 'Misty', lastName: 'Waterflower', avatar: 25, avatarUrl: '/avatar.png' },
  },
  images: Array.from({ length: pictures }, () => picture),
  createdAt: STAMP,
  updatedAt: STAMP,
}));

function item(id: number, fields: Partial<ContentItemDto>): ContentItemDto {
  return {
    id,
    sectionId: 1,
    section: 'our_journey',
    title: 'The club is founded',
    description: 'Four friends start meeting on Friday evenings.',
    imageUrl: null,
    date: '2024-01-01',
    year: 2024,
    time: null,
    participants: null,
    role: null,
    order: id,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...fields,
  };
}

const contentSections: ContentSectionsListResponse = [
  {
    id: 1,
    name: 'upcoming_events',
    items: [item(1, { section: 'upcoming_events', participants: '16 players' })],
  },
  { id: 2, name: 'our_journey', items: [item(2, {}), item(3, { year: 2025 })] },
  {
    id: 3,
    name: 'meet_team',
    items: [
      item(4, { section: 'meet_team', title: 'Sam Okafor', role: 'Co-Founder', imageUrl: '/avatar.png' }),
      item(5, { section: 'meet_team', title: 'Hannah Reid', role: 'Treasurer' }),
    ],
  },
  {
    id: 4,
    name: 'session_times',
    items: [item(6, { section: 'session_times', title: 'Friday', time: '18:30–21:30' })],
  },
];

export const STYLE_SAMPLE_ANSWERS: Readonly<Record<string, unknown>> = {
  eventsList: events,
  releasesList: releases,
  tradesPublicList: asOnePage(trades),
  artworksList: artworks,
  contentSectionsList: contentSections,
};
