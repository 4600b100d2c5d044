import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EncodedBody, preferredEncoding } from './encoded-body.js';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['identity', 'identity'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['deflate, zstd', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('answers %j with %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('EncodedBody', () => {
  const value = { cards: Array.from({ length: 50 }, (_, i) => ({ id: `sv6-${i}`, name: 'Flabébé' })) };

  it('compresses it to what decompresses back to the same JSON', () => {
    const raw = Buffer.from(JSON.stringify(value));
    const body = new EncodedBody(raw);
    expect(JSON.parse(body.as('identity').toString('utf8'))).toEqual(value);
    expect(JSON.parse(brotliDecompressSync(body.as('br')).toString('utf8'))).toEqual(value);
    expect(JSON.parse(gunzipSync(body.as('gzip')).toString('utf8'))).toEqual(value);
    expect(body.as('br').length).toBeLessThan(raw.length / 4);
    // Asked for uncompressed after the uncompressed copy was let go.
    expect(JSON.parse(body.as('identity').toString('utf8'))).toEqual(value);
  });

  it('keeps only compressed copies once there is one, each in a buffer of its own size', () => {
    const raw = Buffer.from(JSON.stringify(value));
    const body = new EncodedBody(raw);
    expect(body.bytes).toBe(raw.length);
    const br = body.as('br');
    expect(body.bytes).toBe(br.length);
    // Not a slice of zlib's 64 KiB output chunk, which a kept answer would hold on to.
    expect(br.buffer.byteLength).toBe(br.length);
    const gzip = body.as('gzip');
    expect(gzip.buffer.byteLength).toBe(gzip.length);
    expect(body.bytes).toBe(br.length + gzip.length);
    expect(body.bytes).toBeLessThan(raw.length / 2);
  });

  it('compresses quickly for the first use, smaller from the second, and then not again', () => {
    const body = new EncodedBody(Buffer.from(JSON.stringify(value)));
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const first = body.as(encoding);
      const second = body.as(encoding);
      expect(second.length).toBeLessThanOrEqual(first.length);
      expect(JSON.parse(decompress(second).toString('utf8'))).toEqual(value);
      expect(body.as(encoding)).toBe(second);
    }
  });
});
