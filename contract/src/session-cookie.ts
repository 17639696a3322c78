// Read by the app's first load: no zod here (account.ts re-exports these).

/** spec §9: the session token's cookie. The server sets it HttpOnly; no script reads it (docs/decisions/0115). */
export const TOKEN_COOKIE = 'Admin-Token';
/** Set beside it, readable by the app and secret-free ("1"): the app decides by it whether a buyer is logged in. */
export const LOGGED_IN_COOKIE = 'logged-in';
/**
 * The app sends this header on every request. A request authenticated by the cookie alone must carry it: a form
 * or a link from another site cannot (docs/decisions/0115).
 */
export const APP_REQUEST_HEADER = 'x-requested-with';
