import { isLocale, type Locale } from '@crossbay/contract/locales';
import Cookies from 'js-cookie';

export const LANGUAGE_COOKIE = 'language';
// spec §9: the language cookie lasts 3 days.
const LANGUAGE_COOKIE_DAYS = 3;

export function readLanguageCookie(): Locale | null {
  const value = Cookies.get(LANGUAGE_COOKIE);
  return isLocale(value) ? value : null;
}

export function saveLanguageCookie(locale: Locale): void {
  Cookies.set(LANGUAGE_COOKIE, locale, { expires: LANGUAGE_COOKIE_DAYS, path: '/', sameSite: 'Lax' });
}
