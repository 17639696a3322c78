import type { Db } from '#server/db/connect.ts';
import { PublicCache, type PublicCacheOptions, sameTicket, type Ticket } from './cache.ts';
import { Lru } from './lru.ts';
import { Representation } from './representation.ts';

/**
 * A page sent many times is worth brotli's best: 11.7 kB for /home instead of 13.3 kB at quality 5 and 14.1 kB
 * at 4, but about 110 ms of CPU on a 2-core host, made in the thread pool while quality 5 (2 ms) goes out
 * (docs/decisions/0075).
 */
export const PAGE_BROTLI_QUALITY = 11;
const FIRST_BROTLI_QUALITY = 5;
/**
 * A page drawn again this soon after its last drawing is changing with every order (stock, sales): its best
 * form would be made for a page sent a few times, and most likely gone before it is ready.
 */
const BUSY_MS = 1000;

type Drawing = { ticket: Ticket; page: Promise<Representation | null> };

/**
 * Public pages drawn once and sent many times, by key, kept in a public cache of their own (its bound is the
 * pages'), so that the catalog's changes make them go as they make its answers go. Requests for a page that is
 * being drawn for the same catalog wait for that drawing rather than draw it again.
 */
export class KeptPages {
  readonly #cache: PublicCache;
  readonly #drawing = new Map<string, Drawing>();
  readonly #drawnAt: Lru<number>;

  constructor(db: Db, options: PublicCacheOptions) {
    this.#cache = new PublicCache(db, options);
    this.#drawnAt = new Lru(options.maxEntries);
  }

  /**
   * The page kept under `key`, drawn by `draw` (the page's HTML, or null when it cannot be drawn) if none is. A page
   * whose time is up while the catalog stands still is sent as it is and drawn again behind it: no visitor waits for
   * a drawing then, and the next one gets the new page.
   */
  async page(key: string, draw: () => Promise<string | null>): Promise<Representation | null> {
    const ticket = this.#cache.recentTicket() ?? (await this.#cache.ticket());
    const kept = this.#cache.lookup(key, ticket);
    if (kept) return kept;
    const aged = this.#cache.lookup(key, ticket, { aged: true });
    const drawing = this.#drawing.get(key);
    const page =
      drawing && sameTicket(drawing.ticket, ticket)
        ? drawing.page
        : this.#startDrawing(key, ticket, draw, aged);
    return aged ?? page;
  }

  #startDrawing(
    key: string,
    ticket: Ticket,
    draw: () => Promise<string | null>,
    aged: Representation | undefined,
  ) {
    const page = aged ? this.#redraw(key, ticket, draw) : this.#make(key, ticket, draw);
    this.#drawing.set(key, { ticket, page });
    void page
      // A page that cannot be drawn again keeps the aged one going out until its catalog changes.
      .catch(() => null)
      .finally(() => {
        if (this.#drawing.get(key)?.page === page) this.#drawing.delete(key);
      });
    return page;
  }

  async #make(key: string, ticket: Ticket, draw: () => Promise<string | null>) {
    const html = await draw();
    if (html === null) return null;
    const now = Date.now();
    const busy = now - (this.#drawnAt.get(key) ?? Number.NEGATIVE_INFINITY) < BUSY_MS;
    this.#drawnAt.set(key, now);
    const first = this.#cache.keep(key, ticket, new Representation(html, FIRST_BROTLI_QUALITY));
    // Should it fail, the first form stays.
    if (!busy) this.#keepBest(key, ticket, first).catch(() => {});
    return first;
  }

  /** Draws the page again behind an aged one still going out, and keeps it once its best form is made. */
  async #redraw(key: string, ticket: Ticket, draw: () => Promise<string | null>) {
    const html = await draw();
    if (html === null) return null;
    this.#drawnAt.set(key, Date.now());
    const best = new Representation(html, PAGE_BROTLI_QUALITY);
    await best.compressAll();
    return this.#cache.keep(key, ticket, best);
  }

  /** Replaces `first` by the same page at brotli's best once it is made, unless the page has gone meanwhile. */
  async #keepBest(key: string, ticket: Ticket, first: Representation) {
    const best = new Representation(first.body, PAGE_BROTLI_QUALITY);
    await best.compressAll();
    if (this.#cache.lookup(key, ticket) === first) this.#cache.keep(key, ticket, best);
  }
}
