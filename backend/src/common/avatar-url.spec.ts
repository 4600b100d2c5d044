import { avatarNumberOf, OFFICIAL_ARTWORK_BASE } from './avatar-url.js';

describe("avatar URLs: the spec's way of writing an avatar", () => {
  it('read the Pokédex number from the last path segment of an http(s) URL', () => {
    expect(avatarNumberOf(`${OFFICIAL_ARTWORK_BASE}/25.png`)).toBe(25);
    expect(avatarNumberOf(`${OFFICIAL_ARTWORK_BASE}/0007.png?v=2#top`)).toBe(7);
    expect(avatarNumberOf('http://cdn.example.com/sprites/1025.png')).toBe(1025);
  });

  it('are no avatar otherwise: other schemes, other files, no URL, numbers of more than four digits', () => {
    for (const text of [
      'ftp://example.com/25.png',
      'data:image/png;base64,25.png',
      `${OFFICIAL_ARTWORK_BASE}/25.jpg`,
      `${OFFICIAL_ARTWORK_BASE}/25.png/`,
      `${OFFICIAL_ARTWORK_BASE}/pikachu.png`,
      `${OFFICIAL_ARTWORK_BASE}/10250.png`,
      `${OFFICIAL_ARTWORK_BASE}/-25.png`,
      '25.png',
      '25',
      '',
    ]) {
      expect({ text, number: avatarNumberOf(text) }).toEqual({ text, number: null });
    }
  });

  it('are read only up to 2000 characters, in linear time', () => {
    expect(avatarNumberOf(`https://example.com/${'a/'.repeat(1000)}25.png`)).toBeNull();
    const started = performance.now();
    avatarNumberOf(`https://example.com/${'1'.repeat(1_000_000)}.png`);
    avatarNumberOf(`https://example.com/${'9'.repeat(1990)}x.png`);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
