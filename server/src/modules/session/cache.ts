export type CachedSession = { id: number; sessionId: number; until: number };

const MAX_ENTRIES = 10_000;

/**
 * Sessions this process has found valid, by token hash, each kept a short while (docs/decisions/0053).
 * A revocation through this process forgets the user's entries before it returns; a lookup that began
 * before a revocation never stores what it read (the generation it started with has passed).
 */
class SessionCache {
  readonly #entries = new Map<string, CachedSession>();
  #generation = 0;

  get generation(): number {
    return this.#generation;
  }

  get(hash: string, now: number): CachedSession | undefined {
    const entry = this.#entries.get(hash);
    if (entry && entry.until <= now) {
      this.#entries.delete(hash);
      return undefined;
    }
    return entry;
  }

  set(hash: string, entry: CachedSession, generation: number): void {
    if (generation !== this.#generation) return;
    this.#entries.delete(hash);
    this.#entries.set(hash, entry);
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  forgetUser(userId: number): void {
    this.#generation++;
    for (const [hash, entry] of this.#entries) if (entry.id === userId) this.#entries.delete(hash);
  }

  forgetSession(sessionId: number): void {
    this.#generation++;
    for (const [hash, entry] of this.#entries) if (entry.sessionId === sessionId) this.#entries.delete(hash);
  }
}

/** One per process: token hashes are unique across databases, so test apps sharing it stay apart. */
export const sessionCache = new SessionCache();
