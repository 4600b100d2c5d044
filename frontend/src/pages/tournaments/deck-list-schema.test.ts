import { describe, expect, it } from 'vitest';
import { DECK_LIST_MESSAGES, deckListBody, deckListSchema, refusalOf } from './deck-list-schema';

const problems = (values: unknown) =>
  deckListSchema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

describe('the deck-list form', () => {
  it('asks for a deck, or for pasted text, whichever the player chose', () => {
    expect(problems({ source: 'deck', deckId: '', ptcgl: '' })).toEqual([DECK_LIST_MESSAGES.chooseDeck]);
    expect(problems({ source: 'ptcgl', deckId: '', ptcgl: '  \n ' })).toEqual([DECK_LIST_MESSAGES.pasteList]);
    expect(problems({ source: 'ptcgl', deckId: '', ptcgl: 'x'.repeat(20001) })).toEqual([
      DECK_LIST_MESSAGES.tooLong,
    ]);
  });

  it('sends exactly one of deckId and ptcgl', () => {
    expect(deckListBody(deckListSchema.parse({ source: 'deck', deckId: '7', ptcgl: 'ignored' }))).toEqual({
      deckId: 7,
    });
    expect(
      deckListBody(deckListSchema.parse({ source: 'ptcgl', deckId: '7', ptcgl: ' 4 Pikachu SVI 1 ' })),
    ).toEqual({
      ptcgl: '4 Pikachu SVI 1',
    });
  });

  it('shows each of the validator’s reasons apart from its summary', () => {
    const summary = 'This deck is not legal in Standard on 2026-12-05: …';
    const refused = {
      statusCode: 400,
      error: summary,
      message: summary,
      details: [summary, 'Lysandre’s Trump Card is banned.', 'At most 4 copies of Nest Ball.'],
    };
    expect(refusalOf(refused)).toEqual({
      message: DECK_LIST_MESSAGES.refused,
      reasons: ['Lysandre’s Trump Card is banned.', 'At most 4 copies of Nest Ball.'],
    });
    const single = { statusCode: 409, error: 'Deck lists are locked.', message: 'Deck lists are locked.' };
    expect(refusalOf(single)).toEqual({ message: 'Deck lists are locked.', reasons: [] });
    expect(refusalOf(new TypeError('Failed to fetch')).reasons).toEqual([]);
  });
});
