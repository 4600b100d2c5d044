import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

export type BodyEncoding = 'br' | 'gzip' | 'identity';

/** Browsers send a handful of distinct headers: the choice for each is remembered. */
const chosenEncodings = new Map<string, BodyEncoding>();

/**
 * The encoding to answer with for an Accept-Encoding header: Brotli, else gzip, else none, negotiated as
 * @fastify/compress does for every other answer (quality values honoured, '*' and 'x-gzip' understood).
 */
export function preferredEncoding(acceptEncoding: string | undefined): BodyEncoding {
  if (!acceptEncoding) return 'identity';
  let encoding = chosenEncodings.get(acceptEncoding);
  if (!encoding) {
    if (chosenEncodings.size >= 100) chosenEncodings.clear();
    const header = acceptEncoding.toLowerCase().replace(/x-gzip/g, 'gzip');
    encoding = (negotiate(header, ['br', 'gzip']) as 'br' | 'gzip' | null) ?? 'identity';
    chosenEncodings.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** Quick compression for an answer's first use, and a smaller one once it proves popular. */
const LEVELS = { quick: { br: 1, gzip: 1 }, small: { br: 5, gzip: 6 } } as const;

function compress(raw: Buffer, encoding: 'br' | 'gzip', effort: keyof typeof LEVELS): Buffer {
  const level = LEVELS[effort][encoding];
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: level,
            [constants.BROTLI_PARAM_LGWIN]: 18,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
      : gzipSync(raw, { level });
  return ownCopy(body);
}

const decompress = (body: Buffer, encoding: 'br' | 'gzip'): Buffer =>
  encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body);

/**
 * zlib answers with a slice of its 64 KiB output chunk, so a kept 5 KB answer would hold 64 KiB: a copy of its
 * own size lets the chunk go.
 */
function ownCopy(body: Buffer): Buffer {
  if (body.byteOffset === 0 && body.buffer.byteLength === body.length) return body;
  const copy = Buffer.allocUnsafeSlow(body.length);
  body.copy(copy);
  return copy;
}

/**
 * A response body kept ready to send many times, compressed once per encoding instead of on every request.
 * Most answers are sent once, so the first compression is the quickest (a 50-card page of about 50 KB to a
 * fifth in under half a millisecond); an answer asked for again is compressed once more, about a fifth
 * smaller, since it is likely to be sent many times. A small window keeps Brotli from setting up megabytes of
 * state per call. Once a compressed copy exists the uncompressed body is let go (it weighs five times more),
 * and decompressed again in the rare case it is needed.
 */
export class EncodedBody {
  private raw: Buffer | undefined;
  private readonly compressed = new Map<'br' | 'gzip', { body: Buffer; uses: number }>();

  constructor(raw: Buffer) {
    this.raw = raw;
  }

  /** What the copies kept weigh. */
  get bytes(): number {
    let bytes = this.raw?.length ?? 0;
    for (const { body } of this.compressed.values()) bytes += body.length;
    return bytes;
  }

  as(encoding: BodyEncoding): Buffer {
    if (encoding === 'identity') return this.uncompressed();
    const entry = this.compressed.get(encoding);
    if (!entry) {
      const body = compress(this.uncompressed(), encoding, 'quick');
      this.compressed.set(encoding, { body, uses: 1 });
      this.raw = undefined;
      return body;
    }
    if (entry.uses++ === 1) {
      const smaller = compress(this.uncompressed(), encoding, 'small');
      if (smaller.length < entry.body.length) entry.body = smaller;
    }
    return entry.body;
  }

  private uncompressed(): Buffer {
    if (this.raw) return this.raw;
    const [[encoding, { body }]] = this.compressed;
    return decompress(body, encoding);
  }
}
