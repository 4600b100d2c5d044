import { ACCENTED_LETTERS, PLAIN_LETTERS, prefixQuery, searchWords } from './search-words.js';

describe('forum search words', () => {
  it('requires every word and matches the last as a prefix', () => {
    expect(prefixQuery('deck build')).toBe('deck & build:*');
    expect(prefixQuery('Charizar')).toBe('Charizar:*');
  });

  it('drops everything that is not a letter or a digit, so no input is read as query syntax', () => {
    expect(prefixQuery(`it's "!deck" & (win | lose):* <-> 'x'`)).toBe('it & s & deck & win & lose & x:*');
    expect(prefixQuery('**bold** <script>alert(1)</script>')).toBe('bold & script & alert & 1 & script:*');
  });

  it('keeps letters of every script and accented letters', () => {
    expect(searchWords('Pokémon Flabébé ピカチュウ 2024')).toEqual([
      'Pokémon',
      'Flabébé',
      'ピカチュウ',
      '2024',
    ]);
  });

  it('has no query when nothing searchable was typed', () => {
    expect(prefixQuery('')).toBeUndefined();
    expect(prefixQuery('  !?* -- ')).toBeUndefined();
  });

  it('reads at most ten words', () => {
    expect(searchWords('a b c d e f g h i j k l')).toHaveLength(10);
  });

  it('folds each accented letter to one plain letter', () => {
    expect([...ACCENTED_LETTERS]).toHaveLength([...PLAIN_LETTERS].length);
  });
});
