import { loginPathFor } from '#web/session/return-path.ts';
import { onSessionExpired } from '#web/session/session-expiry.ts';
import type { ShopRouter } from './router.tsx';

/**
 * spec §4: a 401 while logged in sends the buyer to /login. During a navigation (the first one included)
 * the guard is the one asking (it fetches the user info) and redirects by itself.
 */
export function sendToLoginWhenSessionExpires(router: ShopRouter): () => void {
  return onSessionExpired(() => {
    if (!router.state.initialized || router.state.navigation.state !== 'idle') return;
    const { pathname, search } = router.state.location;
    void router.navigate(loginPathFor(`${pathname}${search}`), { replace: true });
  });
}
