import { describe, expect, it } from 'vitest';
import type { CardImportJobDto } from '../../api/generated/types.gen';
import { importResultText, phaseWords, progressAnnouncement, progressPercent } from './import-phase';

const job = (changes: Partial<CardImportJobDto>): CardImportJobDto => ({
  id: '0b6f3c1e-8a55-4d2e-9f0c-3a1b2c3d4e5f',
  source: '/data/pokemon-tcg-data',
  status: 'running',
  phase: 'writing',
  done: 0,
  total: 0,
  summary: null,
  error: null,
  startedAt: '2026-11-22T10:00:00.000Z',
  finishedAt: null,
  ...changes,
});

describe('phaseWords', () => {
  it('names each phase', () => {
    expect(phaseWords('reading')).toBe('Reading sets…');
    expect(phaseWords('writing')).toBe('Writing cards…');
    expect(phaseWords('legality')).toBe('Computing legality…');
    expect(phaseWords('done')).toBe('Finishing…');
    expect(phaseWords('something-new')).toBe('Working…');
  });
});

describe('progressPercent', () => {
  it('is a whole percent of the total, clamped, and null without a total', () => {
    expect(progressPercent(5090, 20360)).toBe(25);
    expect(progressPercent(20359, 20360)).toBe(99);
    expect(progressPercent(175, 175)).toBe(100);
    expect(progressPercent(200, 175)).toBe(100);
    expect(progressPercent(0, 0)).toBeNull();
  });
});

describe('progressAnnouncement', () => {
  it('changes only at the phase and at each quarter', () => {
    const said = [0, 1000, 5089, 5090, 9000, 10180, 20360].map((done) =>
      progressAnnouncement({ phase: 'writing', done, total: 20360 }),
    );
    expect(said).toEqual([
      'Writing cards… 0%',
      'Writing cards… 0%',
      'Writing cards… 0%',
      'Writing cards… 25%',
      'Writing cards… 25%',
      'Writing cards… 50%',
      'Writing cards… 100%',
    ]);
    expect(progressAnnouncement({ phase: 'reading', done: 0, total: 0 })).toBe('Reading sets…');
  });
});

describe('importResultText', () => {
  it('gives the summary, the error or the progress', () => {
    expect(
      importResultText(
        job({
          status: 'succeeded',
          phase: 'done',
          summary: {
            setsAdded: 1,
            setsUpdated: 2,
            cardsAdded: 3,
            cardsUpdated: 4,
            repairs: [],
            seconds: 5.5,
          },
        }),
      ),
    ).toBe('3 sets (1 added, 2 updated) and 7 cards (3 added, 4 updated) in 5.5 s');
    expect(importResultText(job({ status: 'failed', error: 'sets/en.json is missing' }))).toBe(
      'sets/en.json is missing',
    );
    expect(importResultText(job({ phase: 'writing', done: 500, total: 20360 }))).toBe(
      'Writing cards… 500 of 20360',
    );
  });
});
