import { asOnePage } from '../pages/trading/use-listing-pages';
import type {
  EventsListResponse,
  ReleasesListResponse,
  TradesPublicListResponse,
} from '../api/generated/types.gen';

/** Answers like those of the demo seed (backend/src/seed), by operation id: other data than the samples. */
const STAMP = '2026-11-26T07:37:17.073Z';

const events: EventsListResponse = [
  ['Friday Club Night', 'COMMUNITY_NIGHT', null, 0],
  ['Beginners’ Session: Your First Deck', 'TRAINING_SESSION', 16, 3],
  ['Trade Night', 'TRADING_SESSION', null, 0],
  ['Ely League Challenge', 'TOURNAMENT', 40, 40],
].map(([title, type, maxAttendees, attendeeCount], index) => ({
  id: index + 1,
  title: title as string,
  description: 'Standard format, best-of-one Swiss rounds with a top cut. Entry £5.',
  date: `2099-12-0${index + 1}T18:30:00.000Z`,
  time: index === 2 ? null : '18:30–21:30',
  location: index === 3 ? 'Ely Community Centre' : null,
  type: type as EventsListResponse[number]['type'],
  maxAttendees: maxAttendees as number | null,
  attendeeCount: attendeeCount as number,
  placesLeft: maxAttendees === null ? null : (maxAttendees as number) - (attendeeCount as number),
  isActive: true,
  image: null,
  createdAt: STAMP,
  updatedAt: STAMP,
}));

const releases: ReleasesListResponse = (
  [
    'COLLECTOR_ITEMS',
    'BOOSTER_SET',
    'ELITE_TRAINER_BOX',
    'PROMO_CARDS',
    'ACCESSORIES',
    'PREMIUM_COLLECTION',
  ] as const
).map((releaseType, index) => ({
  id: index + 1,
  packName: 'Holiday Advent Calendar',
  releaseType,
  releaseDate: `2099-12-${10 + index}`,
  imageUrl: index === 0 ? 'https://images.example/advent.png' : null,
  description:
    'Twenty-five days of surprises: booster packs, foil promos, coins and stickers behind every door.',
  createdAt: STAMP,
  updatedAt: STAMP,
}));

const brock = { id: 3, firstName: 'Brock', lastName: 'Harrison', email: 'brock@club.local' };
const trades: TradesPublicListResponse = [
  {
    id: 3,
    cardTitle: 'Piplup (Japanese promo)',
    cardDeclaredCondition: 'MINT',
    cardKnownCondition: null,
    gradedBy: null,
    cardLanguage: 'JAPANESE',
    isOpenToTrade: true,
    desiredValueType: 'CARD',
    desiredValue: null,
    desiredCard: 'Any Togepi promo',
    visibility: 'PUBLIC',
    status: 'ACTIVE',
    photo: null,
    userId: 4,
    user: { id: 4, firstName: 'Dawn', lastName: 'Berlitz' },
    createdAt: STAMP,
    updatedAt: STAMP,
  },
  {
    id: 2,
    cardTitle: 'Steelix ex',
    cardDeclaredCondition: 'NEAR_MINT',
    cardKnownCondition: 'PSA 9',
    gradedBy: 'PSA',
    cardLanguage: 'ENGLISH',
    isOpenToTrade: true,
    desiredValueType: 'PRICE',
    desiredValue: 35,
    desiredCard: null,
    visibility: 'PUBLIC',
    status: 'ACTIVE',
    photo: null,
    userId: 3,
    user: brock,
    createdAt: STAMP,
    updatedAt: STAMP,
  },
];

export const DEMO_ANSWERS: Readonly<Record<string, unknown>> = {
  eventsList: events,
  releasesList: releases,
  tradesPublicList: asOnePage(trades),
};
