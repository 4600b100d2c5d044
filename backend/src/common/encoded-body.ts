import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type BodyEncoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to answer with for an Accept-Encoding header: Brotli, else gzip, else none. Quality values are
 * honoured ('br;q=0' refuses Brotli) and '*' stands for every encoding not named.
 */
export function preferredEncoding(acceptEncoding: string | undefined): BodyEncoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/**
 * A response body kept ready to send many times: encoded to UTF-8 once, and compressed at most once per
 * encoding (off the event loop), instead of on every request.
 */
export class EncodedBody {
  private readonly compressed = new Map<BodyEncoding, Promise<Buffer>>();

  constructor(readonly raw: Buffer) {}

  static json(value: unknown): EncodedBody {
    return new EncodedBody(Buffer.from(JSON.stringify(value)));
  }

  as(encoding: BodyEncoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.raw);
    let body = this.compressed.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(this.raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length,
              },
            })
          : gzipAsync(this.raw);
      this.compressed.set(encoding, body);
    }
    return body;
  }
}
