import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD_BYTES, GZIP_LEVEL } from '#server/plugins/compression.ts';

export type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
const compressInPool = { br: promisify(brotliCompress), gzip: promisify(gzip) };

/**
 * One answer (JSON, or a drawn page) as it goes on the wire: its strong ETag (a hash of the bytes) and its
 * compressed forms, each made once. A compressed form is other bytes, so it has its own ETag (`"…-br"`).
 */
export class Representation {
  readonly body: string;
  /** The UTF-8 bytes, encoded once rather than on every write. */
  readonly bytes: Buffer;
  readonly etag: string;
  readonly #encoded = new Map<Encoding, Buffer>();
  readonly #options: { br: object; gzip: object };
  /** How the ETag names each encoding: the same body at another brotli quality is other bytes. */
  readonly #tags: Record<Encoding, string>;

  /** `brotliQuality` above the API's 4 for a body sent many times (quality 11 takes about 40 times as long). */
  constructor(body: string, brotliQuality = BROTLI_QUALITY) {
    this.body = body;
    this.bytes = Buffer.from(body);
    this.etag = `"${hash('sha1', body, 'base64url')}"`;
    this.#options = {
      br: { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } },
      gzip: { level: GZIP_LEVEL },
    };
    this.#tags = { br: brotliQuality === BROTLI_QUALITY ? 'br' : `br${brotliQuality}`, gzip: 'gzip' };
  }

  /** Big enough to be worth compressing (then the answer varies with `accept-encoding`). */
  get compressible(): boolean {
    return this.bytes.length >= COMPRESS_THRESHOLD_BYTES;
  }

  /** The encoding to send for this `accept-encoding`, or null for the JSON as it is. */
  encodingFor(acceptEncoding: string | undefined): Encoding | null {
    return this.compressible ? preferredEncoding(acceptEncoding) : null;
  }

  etagFor(encoding: Encoding | null): string {
    return encoding ? `${this.etag.slice(0, -1)}-${this.#tags[encoding]}"` : this.etag;
  }

  encoded(encoding: Encoding): Buffer {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.bytes, this.#options.br)
          : gzipSync(this.bytes, this.#options.gzip);
      this.#encoded.set(encoding, bytes);
    }
    return bytes;
  }

  /** Makes every compressed form in libuv's thread pool, so a slow quality does not hold the event loop. */
  async compressAll(): Promise<void> {
    if (!this.compressible) return;
    await Promise.all(
      ENCODINGS.map(async (encoding) => {
        const bytes = await compressInPool[encoding](this.bytes, this.#options[encoding]);
        this.#encoded.set(encoding, bytes);
      }),
    );
  }

  /** `If-None-Match` names this answer in any of its encodings (weak comparison, RFC 9110 §13.1.2). */
  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    const base = this.etag.slice(1, -1);
    return ifNoneMatch.split(',').some((tag) => {
      const name = tag.trim().replace(/^W\//, '');
      return name === '*' || name.replace(/^"|"$/g, '').replace(/-(br\d*|gzip)$/, '') === base;
    });
  }
}

/** br or gzip as `accept-encoding` prefers them (q-values, `*`), br on a tie; null for neither. */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}
