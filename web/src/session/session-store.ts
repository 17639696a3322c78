import type { UserInfo } from '@crossbay/contract/account';
import { create } from 'zustand';
import { forgetKeptAnswers } from './offline-answers.ts';
import { dropToken, readToken, saveToken } from './token-cookie.ts';

type SessionState = {
  /** spec §4: a token present means logged in. */
  token: string | null;
  /** Fetched on demand (spec §3); null until then. */
  user: UserInfo | null;
  signIn: (token: string, user: UserInfo) => void;
  setUser: (user: UserInfo) => void;
  signOut: () => void;
};

export const useSession = create<SessionState>()((set) => ({
  token: readToken(),
  user: null,
  signIn: (token, user) => {
    forgetKeptAnswers();
    saveToken(token);
    set({ token, user });
  },
  setUser: (user) => set({ user }),
  signOut: () => {
    forgetKeptAnswers();
    dropToken();
    set({ token: null, user: null });
  },
}));
