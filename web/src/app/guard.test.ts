import { describe, expect, it } from 'vitest';
import { decideAccess } from './guard.ts';

const anonymous = { hasToken: false, hasUser: false };
const tokenOnly = { hasToken: true, hasUser: false };
const loggedIn = { hasToken: true, hasUser: true };

describe('an anonymous visitor', () => {
  it.each([
    '/',
    '/login',
    '/register',
    '/home',
    '/shop',
    '/shop/7',
    '/explore',
    '/detail',
    '/detail/3/9',
    '/search',
    '/forgotPassword',
    '/changePassword',
    '/HOME',
    '/home/',
  ])('may open %s', (path) => {
    expect(decideAccess(path, '', anonymous)).toEqual({ kind: 'allow' });
  });

  it.each([
    ['/orderInfo/1', '', '/login?redirect=%2ForderInfo%2F1'],
    ['/bag', '', '/login?redirect=%2Fbag'],
    ['/myPurchases/2', '?tab=1', '/login?redirect=%2FmyPurchases%2F2%3Ftab%3D1'],
    ['/code', '', '/login?redirect=%2Fcode'],
    ['/changePayPwd', '', '/login?redirect=%2FchangePayPwd'],
    ['/shopping', '', '/login?redirect=%2Fshopping'],
    ['/detailed', '', '/login?redirect=%2Fdetailed'],
    ['/language', '', '/login?redirect=%2Flanguage'],
  ])('is sent from %s%s to %s with “Please login first”', (path, search, to) => {
    expect(decideAccess(path, search, anonymous)).toEqual({ kind: 'redirect', to, loginFirst: true });
  });
});

describe('a visitor with a token', () => {
  it.each(['/home', '/bag', '/login'])('first loads the user info on %s', (path) => {
    expect(decideAccess(path, '', tokenOnly)).toEqual({ kind: 'loadUser' });
  });
});

describe('a logged-in buyer', () => {
  it.each(['/bag', '/orderInfo/1', '/home', '/language', '/code'])('may open %s', (path) => {
    expect(decideAccess(path, '', loggedIn)).toEqual({ kind: 'allow' });
  });

  it.each(['/login', '/login/'])('is sent from %s to /', (path) => {
    expect(decideAccess(path, '', loggedIn)).toEqual({ kind: 'redirect', to: '/', loginFirst: false });
  });
});
