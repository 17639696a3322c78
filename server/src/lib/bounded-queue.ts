/**
 * At most `running` at a time, then at most `waiting` more in arrival order; past that, refused. The
 * pictures being decoded in a process share one (uploads/decode.ts), and each client address has its own
 * for its API calls (plugins/address-queue.ts).
 */
export class BoundedQueue {
  #running = 0;
  readonly #waiting: (() => void)[] = [];
  readonly #maxRunning: number;
  readonly #maxWaiting: number;

  constructor(maxRunning: number, maxWaiting: number) {
    this.#maxRunning = maxRunning;
    this.#maxWaiting = maxWaiting;
  }

  /** Calls `go` now if a place is free, or once one frees if there is room to wait; false when full. */
  enter(go: () => void): boolean {
    if (this.#running < this.#maxRunning) {
      this.#running++;
      go();
      return true;
    }
    if (this.#waiting.length >= this.#maxWaiting) return false;
    this.#waiting.push(go);
    return true;
  }

  /** Frees the place of one that entered; the first waiting, if any, takes it. */
  leave(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#running--;
  }

  /** Every place taken and no room to wait: `enter` would refuse. */
  get full(): boolean {
    return this.#running >= this.#maxRunning && this.#waiting.length >= this.#maxWaiting;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  get idle(): boolean {
    return this.#running === 0;
  }

  /** `work` in its turn; `full()` is the error when there is no room. */
  run<T>(work: () => Promise<T>, full: () => Error): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const go = () =>
        void work()
          .then(resolve, reject)
          .finally(() => this.leave());
      if (!this.enter(go)) reject(full());
    });
  }
}
