import type { Db } from '#server/db/connect.ts';
import { localGeneration } from './catalog-changed.ts';
import { Lru } from './lru.ts';
import { Representation } from './representation.ts';
import { readCatalogVersion } from './version-repo.ts';

/** The catalog as a reader saw it before reading: an answer built from it is stale once either moves. */
export type Ticket = { generation: number; version: number };

export const sameTicket = (a: Ticket, b: Ticket) => a.generation === b.generation && a.version === b.version;

type Entry = Ticket & { answer: Representation; expires: number };

export type PublicCacheOptions = {
  /** How long an answer is kept at most, whatever the versions say. */
  ttlMs: number;
  maxEntries: number;
  /** How often the shared version is read at most. */
  versionCheckMs: number;
};

/** Public answers by key, as bytes with their ETag, in this process (docs/decisions/0050). */
export class PublicCache {
  readonly #db: Db;
  readonly #options: PublicCacheOptions;
  readonly #entries: Lru<Entry>;
  #version = Number.NaN;
  #checkedAt = Number.NEGATIVE_INFINITY;
  #checking: Promise<void> | null = null;

  constructor(db: Db, options: PublicCacheOptions) {
    this.#db = db;
    this.#options = options;
    this.#entries = new Lru(options.maxEntries);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The versions now when the shared one was read less than a second ago, without a promise. */
  recentTicket(): Ticket | undefined {
    if (Date.now() - this.#checkedAt >= this.#options.versionCheckMs) return undefined;
    return { generation: localGeneration(), version: this.#version };
  }

  /** The versions now, reading the shared one when it was last read a second or more ago. */
  async ticket(): Promise<Ticket> {
    if (Date.now() - this.#checkedAt >= this.#options.versionCheckMs) {
      this.#checking ??= readCatalogVersion(this.#db)
        .then((version) => {
          this.#version = version;
          this.#checkedAt = Date.now();
        })
        // Unreadable: no answer is served from the cache or kept (NaN equals nothing) until it is read.
        .catch(() => {
          this.#version = Number.NaN;
        })
        .finally(() => {
          this.#checking = null;
        });
      await this.#checking;
    }
    return { generation: localGeneration(), version: this.#version };
  }

  /**
   * The answer kept under `key` for the catalog of `now`; with `aged`, also one kept longer than the time-to-live
   * (no change to the catalog has been seen since, only its time is up).
   */
  lookup(key: string, now: Ticket, { aged = false } = {}): Representation | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const current = entry.generation === now.generation && entry.version === now.version;
    return current && (aged || Date.now() < entry.expires) ? entry.answer : undefined;
  }

  /** Keeps an answer built after `ticket` was taken; answers it as a representation either way. */
  store(key: string, ticket: Ticket, body: string): Representation {
    return this.keep(key, ticket, new Representation(body));
  }

  keep(key: string, ticket: Ticket, answer: Representation): Representation {
    if (this.#options.ttlMs > 0 && !Number.isNaN(ticket.version)) {
      this.#entries.set(key, { ...ticket, answer, expires: Date.now() + this.#options.ttlMs });
    }
    return answer;
  }
}
