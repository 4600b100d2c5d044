import { describe, expect, it } from 'vitest';
import { importSummarySentence } from './import-summary';

describe('importSummarySentence', () => {
  it('reads a first import of the whole data set', () => {
    expect(
      importSummarySentence({
        setsAdded: 175,
        setsUpdated: 0,
        cardsAdded: 20360,
        cardsUpdated: 0,
        seconds: 31.2,
      }),
    ).toBe('175 sets (175 added, 0 updated) and 20360 cards (20360 added, 0 updated) in 31.2 s');
  });

  it('adds up added and updated, says one set or card in the singular and keeps one decimal', () => {
    expect(
      importSummarySentence({ setsAdded: 1, setsUpdated: 0, cardsAdded: 0, cardsUpdated: 1, seconds: 4 }),
    ).toBe('1 set (1 added, 0 updated) and 1 card (0 added, 1 updated) in 4.0 s');
    expect(
      importSummarySentence({
        setsAdded: 2,
        setsUpdated: 173,
        cardsAdded: 40,
        cardsUpdated: 20320,
        seconds: 12.25,
      }),
    ).toBe('175 sets (2 added, 173 updated) and 20360 cards (40 added, 20320 updated) in 12.3 s');
  });
});
