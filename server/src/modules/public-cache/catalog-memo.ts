import { type PublicCache, type PublicCacheOptions, sameTicket, type Ticket } from './cache.ts';
import { Lru } from './lru.ts';

/**
 * Values read from the catalog (a spec's price, stock, shop…), kept in this process while the catalog stands
 * still, as the public answers are: all dropped when this process changes it, when another process's change
 * is seen (the shared version, read at most once a `versionCheckMs`), and `ttlMs` after the first was kept
 * (docs/decisions/0081). Its tickets are those of the public cache it is given, so that what it keeps and the
 * public answers show a change at the same moment.
 */
export class CatalogMemo<K, V> {
  readonly #tickets: PublicCache;
  readonly #ttlMs: number;
  readonly #values: Lru<V, K>;
  #ticket: Ticket | undefined;
  #since = 0;

  constructor(tickets: PublicCache, options: Omit<PublicCacheOptions, 'versionCheckMs'>) {
    this.#tickets = tickets;
    this.#ttlMs = options.ttlMs;
    this.#values = new Lru(options.maxEntries);
  }

  /** Each key's value, kept or read by `read` for the keys not kept; a key `read` leaves out has none. */
  async of(keys: readonly K[], read: (missing: K[]) => Promise<Map<K, V>>): Promise<Map<K, V>> {
    const ticket = this.#tickets.recentTicket() ?? (await this.#tickets.ticket());
    if (!this.#current(ticket)) {
      this.#values.clear();
      this.#ticket = ticket;
      this.#since = Date.now();
    }
    const found = new Map<K, V>();
    const missing: K[] = [];
    for (const key of keys) {
      const value = this.#values.get(key);
      if (value === undefined) missing.push(key);
      else found.set(key, value);
    }
    if (missing.length === 0) return found;
    const fresh = await read(missing);
    // Kept under the ticket taken before the read: a change that lands meanwhile moves the ticket, and the
    // next call drops what this one kept.
    const keep = this.#ticket !== undefined && sameTicket(this.#ticket, ticket);
    for (const [key, value] of fresh) {
      found.set(key, value);
      if (keep) this.#values.set(key, value);
    }
    return found;
  }

  #current(ticket: Ticket): boolean {
    return (
      this.#ticket !== undefined &&
      !Number.isNaN(ticket.version) &&
      sameTicket(this.#ticket, ticket) &&
      Date.now() - this.#since < this.#ttlMs
    );
  }
}
