import type { LoginAnswer, UserInfo } from '@crossbay/contract/account';
import { create } from 'zustand';
import { forgetKeptAnswers } from './offline-answers.ts';
import { dropSessionHint, hasSessionHint } from './token-cookie.ts';

type SessionState = {
  /** spec §4: a buyer is logged in (the server's hint cookie; the token itself is HttpOnly). */
  loggedIn: boolean;
  /** Only where the server draws a buyer's page: the token from the request's cookie, sent as a header. */
  token: string | null;
  /** Fetched on demand (spec §3); null until then. */
  user: UserInfo | null;
  /** A login's answer: its token is for API clients and is not kept (the browser has the cookie). */
  signIn: (answer: LoginAnswer['userinfo']) => void;
  setUser: (user: UserInfo) => void;
  signOut: () => void;
};

export const useSession = create<SessionState>()((set) => ({
  loggedIn: typeof document !== 'undefined' && hasSessionHint(),
  token: null,
  user: null,
  signIn: ({ token: _forApiClients, ...user }) => {
    forgetKeptAnswers();
    set({ loggedIn: true, user });
  },
  setUser: (user) => set({ user }),
  signOut: () => {
    forgetKeptAnswers();
    dropSessionHint();
    set({ loggedIn: false, token: null, user: null });
  },
}));
