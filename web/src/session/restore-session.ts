import type { UserInfo } from '@crossbay/contract/account';

export type RestoreOutcome = 'restored' | 'login' | 'home';

export type RestoreDeps = {
  fetchUserInfo: () => Promise<UserInfo>;
  logOut: () => Promise<unknown>;
  hasToken: () => boolean;
  setUser: (user: UserInfo) => void;
  signOut: () => void;
};

/**
 * spec §4: with a token but no user info, fetch it; if that fails, log out and go to /login; if the logout
 * fails too, drop the token and go to /. The request client has already told the buyer what went wrong.
 */
export async function restoreSession(deps: RestoreDeps): Promise<RestoreOutcome> {
  try {
    deps.setUser(await deps.fetchUserInfo());
    return 'restored';
  } catch {
    // A 401 has already dropped the token: nothing to log out of.
    if (!deps.hasToken()) return 'login';
  }
  try {
    await deps.logOut();
    deps.signOut();
    return 'login';
  } catch {
    deps.signOut();
    return 'home';
  }
}
