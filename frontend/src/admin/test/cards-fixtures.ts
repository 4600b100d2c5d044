import type { CardHealthDto, CardImportJobDto, FormatDto } from '../../api/generated/types.gen';

/** Test data of the 'Cards & Formats' page, shaped like the API's answers. */

export const standardFormat: FormatDto = {
  code: 'standard',
  label: 'Standard',
  legalMarks: ['G', 'H', 'I'],
  excludedSetIds: ['cel25c'],
  excludedCardIds: [],
  bannedCardNames: [],
  bannedPrints: [{ name: 'Lysandre’s Trump Card', setId: 'xy3', number: '99' }],
  setLegalFrom: { sv6: '2024-06-07' },
};

export const expandedFormat: FormatDto = {
  code: 'expanded',
  label: 'Expanded',
  firstSeries: 'Black & White',
  firstSetReleaseDate: '2011-04-25',
  excludedSetIds: [],
  excludedCardIds: [],
  bannedCardNames: ['Forest of Giant Plants'],
  bannedPrints: [],
  setLegalFrom: {},
};

export const emptyCatalogue: CardHealthDto = {
  status: 'empty',
  sets: 0,
  cards: 0,
  hint: 'Import the card data from the admin area or with npm run cards:import.',
};
export const fullCatalogue: CardHealthDto = { status: 'ok', sets: 175, cards: 20360 };

export const JOB_ID = '0b6f3c1e-8a55-4d2e-9f0c-3a1b2c3d4e5f';

export function importJob(changes: Partial<CardImportJobDto> = {}): CardImportJobDto {
  return {
    id: JOB_ID,
    source: 'https://github.com/PokemonTCG/pokemon-tcg-data',
    status: 'running',
    phase: 'reading',
    done: 0,
    total: 175,
    summary: null,
    error: null,
    // Started a moment ago: an import that has said 'running' for over half an hour counts as stopped.
    startedAt: new Date(Date.now() - 60_000).toISOString(),
    finishedAt: null,
    ...changes,
  };
}

export const finishedJob = importJob({
  startedAt: '2026-11-22T10:00:00.000Z',
  status: 'succeeded',
  phase: 'done',
  done: 20360,
  total: 20360,
  summary: { setsAdded: 175, setsUpdated: 0, cardsAdded: 20360, cardsUpdated: 0, repairs: [], seconds: 31.2 },
  finishedAt: '2026-11-22T10:00:31.200Z',
});
