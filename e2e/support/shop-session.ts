import { LOGGED_IN_COOKIE, TOKEN_COOKIE } from '@crossbay/contract/session-cookie';
import type { BrowserContext } from '@playwright/test';

export { TOKEN_COOKIE };

export const DEMO = { account: 'demo', password: 'demo1234' } as const;
export const LANGUAGE_COOKIE = 'language';

type LoginAnswer = { code: number; msg: string; data: { userinfo: { token: string } } | null };

/** Logs the demo buyer in through the API (the login screen has its own tests). */
export async function loginThroughApi(
  baseURL: string,
  { account, password }: { account: string; password: string } = DEMO,
): Promise<string> {
  const response = await fetch(`${baseURL}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  const answer = (await response.json()) as LoginAnswer;
  if (answer.code !== 1 || !answer.data) throw new Error(`login failed: ${answer.code} ${answer.msg}`);
  return answer.data.userinfo.token;
}

export async function logoutThroughApi(baseURL: string, token: string): Promise<void> {
  const response = await fetch(`${baseURL}/api/user/logout`, { method: 'POST', headers: { token } });
  const answer = (await response.json()) as { code: number; msg: string };
  if (answer.code !== 1) throw new Error(`logout failed: ${answer.code} ${answer.msg}`);
}

/** The browser holds the session as the server's login leaves it: the HttpOnly token and the logged-in hint. */
export async function holdToken(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  await context.addCookies([
    { name: TOKEN_COOKIE, value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: LOGGED_IN_COOKIE, value: '1', url: baseURL, sameSite: 'Lax' },
  ]);
}

export async function chooseLanguage(
  context: BrowserContext,
  baseURL: string,
  locale: string,
): Promise<void> {
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: locale, url: baseURL }]);
}

export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}
