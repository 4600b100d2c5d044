import { textBytes } from './card-answers.js';

describe('textBytes', () => {
  it('counts a byte a character for Latin-1 text, as V8 keeps it, and two otherwise', () => {
    expect(textBytes('{"name":"Flabébé"}')).toBe(18);
    expect(textBytes('{"name":"Boss’s Orders"}')).toBe(2 * 24);
  });
});
