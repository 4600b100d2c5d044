import { describe, expect, it } from 'vitest';
import { importSummarySentence, repairSentence } from './import-summary';

const bossRepair = {
  cardId: 'me2pt5-183',
  name: "Boss's Orders",
  field: 'supertype' as const,
  from: 'Pokémon',
  to: 'Trainer',
  reason: "its subtype Supporter is a Trainer card's",
};

describe('importSummarySentence', () => {
  it('reads a first import of the whole data set', () => {
    expect(
      importSummarySentence({
        setsAdded: 175,
        setsUpdated: 0,
        cardsAdded: 20360,
        cardsUpdated: 0,
        repairs: [],
        seconds: 31.2,
      }),
    ).toBe('175 sets (175 added, 0 updated) and 20360 cards (20360 added, 0 updated) in 31.2 s');
  });

  it('adds up added and updated, says one set or card in the singular and keeps one decimal', () => {
    expect(
      importSummarySentence({
        setsAdded: 1,
        setsUpdated: 0,
        cardsAdded: 0,
        cardsUpdated: 1,
        repairs: [],
        seconds: 4,
      }),
    ).toBe('1 set (1 added, 0 updated) and 1 card (0 added, 1 updated) in 4.0 s');
    expect(
      importSummarySentence({
        setsAdded: 2,
        setsUpdated: 173,
        cardsAdded: 40,
        cardsUpdated: 20320,
        repairs: [],
        seconds: 12.25,
      }),
    ).toBe('175 sets (2 added, 173 updated) and 20360 cards (40 added, 20320 updated) in 12.3 s');
  });

  it('counts the repairs of the card data, and reads a summary of an older import without them', () => {
    expect(
      importSummarySentence({
        setsAdded: 0,
        setsUpdated: 1,
        cardsAdded: 0,
        cardsUpdated: 22,
        repairs: [bossRepair, { ...bossRepair, cardId: 'me2pt5-185', name: 'Canari' }],
        seconds: 3,
      }),
    ).toBe(
      '1 set (0 added, 1 updated) and 22 cards (0 added, 22 updated) in 3.0 s; 2 repairs of the card data',
    );
    const older = { setsAdded: 1, setsUpdated: 0, cardsAdded: 1, cardsUpdated: 0, seconds: 1 };
    expect(importSummarySentence(older as never)).toBe(
      '1 set (1 added, 0 updated) and 1 card (1 added, 0 updated) in 1.0 s',
    );
  });
});

describe('repairSentence', () => {
  it('names the card, the field, the change and why', () => {
    expect(repairSentence(bossRepair)).toBe(
      "me2pt5-183 Boss's Orders: supertype Pokémon → Trainer (its subtype Supporter is a Trainer card's)",
    );
    expect(
      repairSentence({
        ...bossRepair,
        cardId: 'sv10-181',
        name: 'TM Machine',
        field: 'subtypes',
        from: 'Item, MEGA',
        to: 'Item',
        reason: 'MEGA is a Pokémon stage, and this is a Trainer card',
      }),
    ).toBe(
      'sv10-181 TM Machine: subtypes Item, MEGA → Item (MEGA is a Pokémon stage, and this is a Trainer card)',
    );
  });
});
