import { describe, expect, it } from 'vitest';
import { routeOf } from './preload-screens.ts';
import { TABS } from './shell/tab-bar.tsx';

describe('the screens fetched ahead of a tap', () => {
  it.each(TABS.map((tab) => tab.to))('knows the route the %s tab opens', (path) => {
    expect(routeOf(path)?.path).toBe(path);
  });
});
