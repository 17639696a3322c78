import type { UserInfo } from '@crossbay/contract/account';
import { describe, expect, it, vi } from 'vitest';
import { type RestoreDeps, restoreSession } from './restore-session.ts';

const user: UserInfo = {
  id: 1,
  account: 'demo',
  username: null,
  given_name: null,
  email: null,
  mobile: null,
  avatar: null,
  kind: 'buyer',
  lang: 'en',
  display_currency: null,
  balance: '5000.00',
  discount: { total: '0.00', usable: '0.00', used: '0.00' },
  has_pay_code: true,
};

function deps(overrides: Partial<RestoreDeps>): RestoreDeps {
  return {
    fetchUserInfo: vi.fn(async () => user),
    logOut: vi.fn(async () => null),
    hasToken: () => true,
    setUser: vi.fn(),
    signOut: vi.fn(),
    ...overrides,
  };
}

describe('restoreSession', () => {
  it('keeps the user info and re-enters the route', async () => {
    const given = deps({});
    expect(await restoreSession(given)).toBe('restored');
    expect(given.setUser).toHaveBeenCalledWith(user);
    expect(given.logOut).not.toHaveBeenCalled();
  });

  it('logs out and goes to /login when the user info cannot be fetched', async () => {
    const given = deps({ fetchUserInfo: () => Promise.reject(new Error('network')) });
    expect(await restoreSession(given)).toBe('login');
    expect(given.logOut).toHaveBeenCalledOnce();
    expect(given.signOut).toHaveBeenCalledOnce();
  });

  it('drops the token and goes to / when the logout fails too', async () => {
    const given = deps({
      fetchUserInfo: () => Promise.reject(new Error('network')),
      logOut: () => Promise.reject(new Error('network')),
    });
    expect(await restoreSession(given)).toBe('home');
    expect(given.signOut).toHaveBeenCalledOnce();
  });

  it('goes straight to /login when the server refused the token (already dropped)', async () => {
    const given = deps({ fetchUserInfo: () => Promise.reject(new Error('401')), hasToken: () => false });
    expect(await restoreSession(given)).toBe('login');
    expect(given.logOut).not.toHaveBeenCalled();
  });
});
