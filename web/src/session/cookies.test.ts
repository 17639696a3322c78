// @vitest-environment jsdom
import { LOGGED_IN_COOKIE } from '@crossbay/contract/session-cookie';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE, readLanguageCookie, saveLanguageCookie } from '#web/i18n/language-cookie.ts';
import { CART_COUNT_COOKIE, readCartCount, saveCartCount } from './cart-count-cookie.ts';
import { dropSessionHint, hasSessionHint } from './token-cookie.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-22T10:00:00Z');

let written: string[] = [];

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  written = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
    descriptor?.set?.call(document, value);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  for (const name of [LOGGED_IN_COOKIE, LANGUAGE_COOKIE, CART_COUNT_COOKIE]) {
    Cookies.remove(name, { path: '/' });
  }
});

function expiryOf(cookie: string | undefined): number {
  const match = /expires=([^;]+)/i.exec(cookie ?? '');
  return match?.[1] ? new Date(match[1]).getTime() : Number.NaN;
}

describe('the session', () => {
  it('is never written by the app: the server sets the token HttpOnly (decision 0115)', () => {
    expect(hasSessionHint()).toBe(false);
    Cookies.set(LOGGED_IN_COOKIE, '1', { path: '/' });
    written = [];
    expect(hasSessionHint()).toBe(true);
    expect(written).toEqual([]);
  });

  it('the logged-in hint is gone after a rejected session', () => {
    Cookies.set(LOGGED_IN_COOKIE, '1', { path: '/' });
    dropSessionHint();
    expect(hasSessionHint()).toBe(false);
  });
});

describe('the language cookie', () => {
  it('holds a known locale for 3 days', () => {
    saveLanguageCookie('ar');
    expect(readLanguageCookie()).toBe('ar');
    expect(expiryOf(written[0])).toBe(NOW.getTime() + 3 * DAY_MS);
  });

  it('ignores an unknown value', () => {
    Cookies.set(LANGUAGE_COOKIE, 'xx', { path: '/' });
    expect(readLanguageCookie()).toBeNull();
  });
});

describe('the ect cookie (items in the bag)', () => {
  it('holds the count', () => {
    saveCartCount(3);
    expect(readCartCount()).toBe(3);
    expect(document.cookie).toContain('ect=3');
  });

  it.each([0, -2, Number.NaN])('is removed when the count is %s', (count) => {
    saveCartCount(2);
    saveCartCount(count);
    expect(document.cookie).not.toContain('ect=');
    expect(readCartCount()).toBe(0);
  });

  it('reads garbage as an empty bag', () => {
    Cookies.set(CART_COUNT_COOKIE, 'lots', { path: '/' });
    expect(readCartCount()).toBe(0);
  });
});
