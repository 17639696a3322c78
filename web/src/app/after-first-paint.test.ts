import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint.ts';

type Listener = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

const firstPaint = {
  getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{ name }] : []),
};

/** A browser whose frames run at once and whose first paint comes when `paint()` is called. */
function browser() {
  const observers: Listener[] = [];
  let painted = false;
  class PaintObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    readonly #listener: Listener;
    constructor(listener: Listener) {
      this.#listener = listener;
    }
    observe() {
      observers.push(this.#listener);
      if (painted) this.#listener(firstPaint);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.#listener), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 0));
  vi.stubGlobal('document', { querySelector: () => null });
  return {
    paint() {
      painted = true;
      for (const listener of [...observers]) listener(firstPaint);
    },
  };
}

describe('the app starts on a drawn page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('after the page has painted, however many frames run before', async () => {
    const page = browser();
    let started = false;
    void afterFirstPaint(true).then(() => {
      started = true;
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toBe(false);
    page.paint();
    await vi.advanceTimersByTimeAsync(20);
    expect(started).toBe(true);
  });

  it('at once on a page the app draws itself', async () => {
    browser();
    await expect(afterFirstPaint(false)).resolves.toBeUndefined();
  });
});
