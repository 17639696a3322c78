import { useSession } from './session-store.ts';

type Listener = () => void;

const listeners = new Set<Listener>();

/** The app shell listens and sends the buyer to /login; the request client only reports. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// spec §4: a 401 while logged in invalidates the stored token.
export function expireSession(): void {
  useSession.getState().signOut();
  for (const listener of listeners) listener();
}
