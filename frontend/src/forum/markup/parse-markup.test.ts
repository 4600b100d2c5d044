import { describe, expect, it } from 'vitest';
import { markupText, parseMarkup, type MarkupNode } from './parse-markup';

const text = (value: string): MarkupNode => ({ kind: 'text', text: value });
const bold = (...children: MarkupNode[]): MarkupNode => ({ kind: 'bold', children });
const italic = (...children: MarkupNode[]): MarkupNode => ({ kind: 'italic', children });
const underline = (...children: MarkupNode[]): MarkupNode => ({ kind: 'underline', children });
const br: MarkupNode = { kind: 'break' };

describe('parseMarkup', () => {
  it('reads plain text as one text node', () => {
    expect(parseMarkup('Hello trainers')).toEqual([text('Hello trainers')]);
    expect(parseMarkup('')).toEqual([]);
  });

  it('reads **bold**, *italic* and __underline__', () => {
    expect(parseMarkup('a **b** c *d* e __f__')).toEqual([
      text('a '),
      bold(text('b')),
      text(' c '),
      italic(text('d')),
      text(' e '),
      underline(text('f')),
    ]);
  });

  it('nests styles inside each other', () => {
    expect(parseMarkup('**bold *both* bold**')).toEqual([
      bold(text('bold '), italic(text('both')), text(' bold')),
    ]);
    expect(parseMarkup('__**x**__')).toEqual([underline(bold(text('x')))]);
    expect(parseMarkup('*a **b** c*')).toEqual([italic(text('a '), bold(text('b')), text(' c'))]);
    expect(parseMarkup('***both***')).toEqual([bold(italic(text('both')))]);
    expect(parseMarkup('*a **b***')).toEqual([italic(text('a '), bold(text('b')))]);
    expect(parseMarkup('**bold *and italic***')).toEqual([bold(text('bold '), italic(text('and italic')))]);
    expect(parseMarkup('**__*all three*__**')).toEqual([bold(underline(italic(text('all three'))))]);
  });

  it('shows unbalanced markers as typed', () => {
    expect(parseMarkup('**unfinished')).toEqual([text('**unfinished')]);
    expect(parseMarkup('*one')).toEqual([text('*one')]);
    expect(parseMarkup('__half_')).toEqual([text('__half_')]);
    expect(parseMarkup('done**')).toEqual([text('done**')]);
    expect(parseMarkup('**a** b**')).toEqual([bold(text('a')), text(' b**')]);
    expect(parseMarkup('**')).toEqual([text('**')]);
    expect(parseMarkup('****')).toEqual([text('****')]);
    expect(parseMarkup('_a_ snake_case')).toEqual([text('_a_ snake_case')]);
  });

  it('needs a non-space inside each marker, so arithmetic and lone stars stay text', () => {
    expect(parseMarkup('2 * 3 * 4')).toEqual([text('2 * 3 * 4')]);
    expect(parseMarkup('** not bold **')).toEqual([text('** not bold **')]);
    expect(parseMarkup('* item')).toEqual([text('* item')]);
  });

  it('never opens a style inside itself', () => {
    expect(parseMarkup('**a **b** c**')).toEqual([bold(text('a **b')), text(' c**')]);
  });

  it('lets the first closing marker win where spans overlap', () => {
    expect(parseMarkup('**a __b** c__')).toEqual([bold(text('a __b')), text(' c__')]);
  });

  it('turns every kind of line break into a break, and never spans one', () => {
    expect(parseMarkup('one\ntwo\r\nthree\rfour')).toEqual([
      text('one'),
      br,
      text('two'),
      br,
      text('three'),
      br,
      text('four'),
    ]);
    expect(parseMarkup('**a\nb**')).toEqual([text('**a'), br, text('b**')]);
    expect(parseMarkup('\n\n')).toEqual([br, br]);
  });

  it('keeps HTML, scripts and links as text', () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">click</a>',
      'javascript:alert(1)',
      '<svg onload=alert(1)><script>alert(2)</script></svg>',
      'https://example.com/?a=1&b=<b>',
    ];
    for (const payload of payloads) expect(parseMarkup(payload)).toEqual([text(payload)]);
    expect(parseMarkup('**<img src=x onerror=alert(1)>**')).toEqual([
      bold(text('<img src=x onerror=alert(1)>')),
    ]);
  });

  it('reads 5000 characters of stars and underscores quickly', () => {
    // Every marker opens and looks for a partner that never comes.
    const started = performance.now();
    for (const nasty of ['*a '.repeat(1666), '__a '.repeat(1250), '**a '.repeat(1250)]) {
      expect(markupText(parseMarkup(nasty))).toBe(nasty);
    }
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('markupText', () => {
  it('is the text a reader sees, without the markers', () => {
    expect(markupText(parseMarkup('**Hi** *there*\n__you__ 2 * 3'))).toBe('Hi there\nyou 2 * 3');
  });
});
