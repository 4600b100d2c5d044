import { makeTrainer, SUPPORTER_REMINDER } from '../../../test/support/card-fixtures.js';
import { cardNameKey } from './card-name.js';
import type { CardRecord } from './card-record.js';
import {
  EXPANDED_BANNED_PRINTS,
  EXPANDED_FORMAT,
  STANDARD_FORMAT,
} from '../../formats/domain/default-formats.js';
import { checkLegality } from './format.js';
import { gameTextKey } from './game-text.js';
import { loadCardData } from './load-card-data.js';
import { createPrintIndex, type PrintIndex } from './print-index.js';

const TODAY = '2026-11-22';

describe('the default Expanded ban list', () => {
  it('bans the Cosmic Eclipse Bellelba & Brycen-Man in Expanded, not in Standard', () => {
    const bellelba = makeTrainer(
      'sm12-186',
      'Bellelba & Brycen-Man',
      'Supporter',
      [
        "Discard 3 cards from the top of each player's deck.",
        'When you play this card, you may discard 3 other cards from your hand. If you do, each player discards ' +
          'their Benched Pokémon until they have 3 Benched Pokémon. Your opponent discards first.',
        SUPPORTER_REMINDER,
      ],
      {
        regulationMark: null,
        setReleaseDate: '2019-11-01',
        setSeries: 'Sun & Moon',
        setName: 'Cosmic Eclipse',
      },
    );
    const index = createPrintIndex([bellelba]);
    expect(checkLegality(bellelba, EXPANDED_FORMAT, index, TODAY)).toMatchObject({
      legal: false,
      reason: 'is banned in Expanded',
    });
    expect(checkLegality(bellelba, STANDARD_FORMAT, index, TODAY)).not.toMatchObject({ problem: 'banned' });
  });

  it('names each print once', () => {
    const keys = EXPANDED_BANNED_PRINTS.map((ban) => `${ban.setId}-${ban.number}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

const dataDir = process.env.CARD_DATA_DIR;
const describeWithData = dataDir ? describe : describe.skip;

describeWithData(
  `the Expanded ban list over the whole data set (CARD_DATA_DIR; now ${dataDir ?? 'unset'})`,
  () => {
    let cards: CardRecord[];
    let prints: PrintIndex;

    beforeAll(async () => {
      ({ cards } = await loadCardData(dataDir as string));
      prints = createPrintIndex(cards);
    });

    const reprintsOf = (card: CardRecord) =>
      prints.printsNamed(cardNameKey(card.name)).filter((other) => gameTextKey(other) === gameTextKey(card));

    it('refuses every banned print in Expanded, and every reprint of it with the same name and game text', () => {
      const accepted: string[] = [];
      const refused = new Set<string>();
      for (const ban of EXPANDED_BANNED_PRINTS) {
        const card = prints.printAt(ban.setId, ban.number);
        expect(card?.name).toBe(ban.name);
        for (const print of reprintsOf(card as CardRecord)) {
          const verdict = checkLegality(print, EXPANDED_FORMAT, prints, TODAY);
          if (verdict.legal || verdict.problem !== 'banned') accepted.push(print.id);
          else refused.add(print.id);
        }
      }
      expect(accepted).toEqual([]);
      // The listed prints, and the one reprint the list does not name: Red Card XY 124, the text of GEN 71.
      const unlisted = [...refused].filter(
        (id) => !EXPANDED_BANNED_PRINTS.some((ban) => `${ban.setId}-${ban.number}` === id),
      );
      expect(unlisted).toEqual(['xy1-124']);
      expect(refused.size).toBe(EXPANDED_BANNED_PRINTS.length + 1);
    });

    it('leaves other cards of a banned name legal (only the banned text is banned)', () => {
      for (const id of ['sm10-81', 'sm8-92', 'sv2-88', 'xy5-44', 'sv5-107']) {
        const card = cards.find((candidate) => candidate.id === id) as CardRecord;
        expect({ id, legal: checkLegality(card, EXPANDED_FORMAT, prints, TODAY).legal }).toEqual({
          id,
          legal: true,
        });
      }
    });
  },
);
