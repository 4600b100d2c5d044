import { birthDateText, type DeckSheet, layoutDeckSheet } from './deck-sheet-layout.js';
import { fitText, type Measure } from './fit-text.js';

/** A face whose every character is half its size wide (bold a tenth wider): easy sums. */
const measure: Measure = (text, size, bold) => text.length * size * 0.5 * (bold ? 1.1 : 1);

const sheet = (pokemon: number): DeckSheet => ({
  playerName: 'Ash Ketchum',
  playerId: '5152458',
  birthDate: '2001-02-03',
  division: 'MASTERS',
  heading: 'A deck',
  pokemon: Array.from({ length: pokemon }, (_, index) => ({
    count: 1,
    name: `Pokémon number ${index}`,
    setCode: 'SVI',
    number: String(index),
    regulationMark: 'G',
  })),
  trainers: [{ count: 4, name: 'Ultra Ball' }],
  energy: [{ count: 8, name: 'Basic Fire Energy' }],
});

describe('fitting a text into its box', () => {
  it('keeps the largest size that fits on one line', () => {
    expect(fitText('Ultra Ball', 100, measure)).toEqual({ size: 9.5, lines: ['Ultra Ball'] });
    // 20 characters: 9.5 would need 95 points; 8.5 needs 85.
    expect(fitText('a'.repeat(20), 86, measure)).toEqual({ size: 8.5, lines: ['a'.repeat(20)] });
  });

  it('shrinks to the smallest size, then wraps at spaces, and cuts a word longer than the line', () => {
    // At 6.5 points a character is 3.25 wide: 20 characters to a 65-point line.
    const fitted = fitText('Professor Sada’s Vitality Band of Great Length', 65, measure);
    expect(fitted.size).toBe(6.5);
    expect(fitted.lines).toEqual(['Professor Sada’s', 'Vitality Band of', 'Great Length']);
    expect(fitText('x'.repeat(45), 65, measure).lines).toEqual([
      'x'.repeat(20),
      'x'.repeat(20),
      'x'.repeat(5),
    ]);
    for (const line of fitted.lines) expect(measure(line, 6.5, false)).toBeLessThanOrEqual(65);
  });
});

describe('a deck-list sheet', () => {
  it('writes a date of birth as the paper’s country does', () => {
    expect(birthDateText('2001-02-03', 'a4')).toBe('03/02/2001');
    expect(birthDateText('2001-02-03', 'letter')).toBe('02/03/2001');
    expect(birthDateText(null, 'a4')).toBe('');
  });

  it('keeps every text inside its box and every box on the page', () => {
    for (const paper of ['a4', 'letter'] as const) {
      const layout = layoutDeckSheet(sheet(12), paper, measure);
      expect(layout.pages).toHaveLength(1);
      for (const text of layout.pages[0].texts) {
        expect(text.x).toBeGreaterThanOrEqual(text.box.x);
        expect(text.x + measure(text.text, text.size, text.bold)).toBeLessThanOrEqual(
          text.box.x + text.box.width,
        );
        expect(text.y).toBeGreaterThanOrEqual(text.box.y);
        expect(text.y + text.size * 0.76).toBeLessThanOrEqual(text.box.y + text.box.height + 0.01);
      }
      for (const box of layout.pages[0].boxes) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(32 - 0.01);
        expect(box.x + box.width).toBeLessThanOrEqual(layout.width);
        expect(box.y + box.height).toBeLessThanOrEqual(layout.height);
      }
    }
  });

  it('goes on over a second page when the list is longer than one, heads repeated', () => {
    const layout = layoutDeckSheet(sheet(60), 'a4', measure);
    expect(layout.pages).toHaveLength(2);
    const fields = (page: number) => layout.pages[page].texts.map((text) => text.field);
    expect(fields(1)).toContain('pokemon.title');
    expect(fields(1)).toContain('playerName.continued');
    expect(fields(1)).toContain('total');
    const names = layout.pages.flatMap((page) =>
      page.texts.filter((text) => /^pokemon\.\d+\.name$/.test(text.field)).map((text) => text.text),
    );
    expect(names).toHaveLength(60);
  });
});
