import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from './contrast';
import { ELEMENTS } from '@club/rules';
import { CARD_TYPE_PALETTE, DEFAULT_TYPE_COLOUR, elementColours } from './element-colours';

describe('element colours', () => {
  it('gives each element its own colour, none of them the default grey', () => {
    const backgrounds = ELEMENTS.map((element) => elementColours(element).background);
    expect(new Set(backgrounds).size).toBe(ELEMENTS.length);
    expect(backgrounds).not.toContain(DEFAULT_TYPE_COLOUR);
    expect(elementColours('Fire').background).toBe(CARD_TYPE_PALETTE.fire);
    expect(elementColours('Metal').background).toBe(CARD_TYPE_PALETTE.steel);
    expect(elementColours('Darkness').background).toBe(CARD_TYPE_PALETTE.dark);
  });

  it('falls back to grey for an unknown or missing type', () => {
    expect(elementColours('Shadow').background).toBe(DEFAULT_TYPE_COLOUR);
    expect(elementColours(undefined).background).toBe(DEFAULT_TYPE_COLOUR);
    expect(elementColours('').background).toBe(DEFAULT_TYPE_COLOUR);
  });

  it('knows the site-wide palette names of spec 1 too', () => {
    expect(elementColours('electric').background).toBe(CARD_TYPE_PALETTE.electric);
  });

  it.each([...ELEMENTS, ...Object.keys(CARD_TYPE_PALETTE), 'unknown'])(
    'chip text on %s meets WCAG AA',
    (type) => {
      const { background, text } = elementColours(type);
      expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    },
  );
});
