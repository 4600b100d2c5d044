import { makeTrainer } from '../../../test/support/card-fixtures.js';
import { EXPANDED_FORMAT } from '../../formats/domain/default-formats.js';
import { legalSinceAll } from './legal-since.js';

const ULTRA_BALL =
  'You can use this card only if you discard 2 other cards from your hand. Search your deck for a Pokémon, reveal it, and put it into your hand. Then, shuffle your deck.';

describe('the day a print is legal from, as stored for the card browser', () => {
  const original = makeTrainer('sv1-196', 'Ultra Ball', 'Item', ULTRA_BALL, { setReleaseDate: '2023-03-31' });
  const classic = {
    ...makeTrainer('cel25c-99_A', 'Ultra Ball', 'Item', ULTRA_BALL, { setReleaseDate: '2021-10-08' }),
    setId: 'cel25c',
  };

  it('shares the earliest legal day among identical prints, but never with an excluded one', () => {
    const since = legalSinceAll([original, classic], EXPANDED_FORMAT);
    expect(since.get('sv1-196')).toEqual(expect.stringMatching(/^2023-/));
    expect(since.get('cel25c-99_A')).toBeNull();
  });
});
