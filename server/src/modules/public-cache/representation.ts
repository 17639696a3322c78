import { hash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD_BYTES, GZIP_LEVEL } from '#server/plugins/compression.ts';

export type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/**
 * One JSON answer as it goes on the wire: its strong ETag (a hash of the bytes) and its compressed
 * forms, each made once. A compressed form is other bytes, so it has its own ETag (`"…-br"`).
 */
export class Representation {
  readonly body: string;
  /** The UTF-8 bytes, encoded once rather than on every write. */
  readonly bytes: Buffer;
  readonly etag: string;
  readonly #encoded = new Map<Encoding, Buffer>();

  constructor(body: string) {
    this.body = body;
    this.bytes = Buffer.from(body);
    this.etag = `"${hash('sha1', body, 'base64url')}"`;
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
    return encoding ? `${this.etag.slice(0, -1)}-${encoding}"` : this.etag;
  }

  encoded(encoding: Encoding): Buffer {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
          : gzipSync(this.body, { level: GZIP_LEVEL });
      this.#encoded.set(encoding, bytes);
    }
    return bytes;
  }

  /** `If-None-Match` names this answer in any of its encodings (weak comparison, RFC 9110 §13.1.2). */
  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    const base = this.etag.slice(1, -1);
    return ifNoneMatch.split(',').some((tag) => {
      const name = tag.trim().replace(/^W\//, '');
      return name === '*' || name.replace(/^"|"$/g, '').replace(/-(br|gzip)$/, '') === base;
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
