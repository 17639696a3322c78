// @vitest-environment jsdom
import { RECENTLY_VIEWED_MERGED } from '@crossbay/contract/recommendation-limits';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from './session-store.ts';
import { forgetViewedHere, rememberViewed, viewedHere } from './viewed-here.ts';

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ loggedIn: false, token: null, user: null });
});

describe("a visitor's recently viewed list in the browser", () => {
  it('keeps each product once, newest first', () => {
    for (const id of [3, 5, 3, 7]) rememberViewed(id);
    expect(viewedHere()).toEqual([7, 3, 5]);
  });

  it(`keeps the newest ${RECENTLY_VIEWED_MERGED}, the most a login hands over`, () => {
    for (let id = 1; id <= RECENTLY_VIEWED_MERGED + 5; id += 1) rememberViewed(id);
    const kept = viewedHere();
    expect(kept).toHaveLength(RECENTLY_VIEWED_MERGED);
    expect(kept[0]).toBe(RECENTLY_VIEWED_MERGED + 5);
    expect(kept).not.toContain(5);
  });

  it("writes nothing for a logged-in buyer (the server keeps his), and forgets the visitor's list", () => {
    rememberViewed(1);
    useSession.setState({ loggedIn: true });
    rememberViewed(2);
    expect(viewedHere()).toEqual([1]);
    forgetViewedHere();
    expect(viewedHere()).toEqual([]);
  });

  it('reads anything else stored under its key as an empty list', () => {
    localStorage.setItem('crossbay.viewed', '{not json');
    expect(viewedHere()).toEqual([]);
    localStorage.setItem('crossbay.viewed', JSON.stringify([4, -1, 'x', 2.5, 6]));
    expect(viewedHere()).toEqual([4, 6]);
  });
});
