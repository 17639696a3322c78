// @vitest-environment jsdom
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage, loadAreas, startI18n } from './setup.ts';

// The app's real strings, built by the same plugin as the app's (web/build/locale-bundles.ts): a later area
// (src/i18n/areas.ts) comes only when a screen asks for it, and a language switch brings every area in use.
const text = (locale: string, key: string) => i18n.getResource(locale, 'translation', key) as unknown;

describe('the strings of later areas', () => {
  it('come with the screen that names them, in every language switched to later, even mid-load', async () => {
    await startI18n('en');
    expect(i18n.t('routes.home')).toBe('Home');
    expect(text('en', 'wallet.withdraw.submit')).toBeUndefined();

    await loadAreas(['wallet']);
    expect(i18n.t('wallet.withdraw.submit')).toBe('Withdraw now');

    await changeLanguage('de');
    expect(i18n.t('wallet.withdraw.submit')).toBe('Jetzt auszahlen');
    expect(text('de', 'orders.bag.checkout')).toBeUndefined();

    // A screen that starts loading its strings while the language changes draws in the new language.
    const screen = loadAreas(['orders']);
    await changeLanguage('ar');
    await screen;
    expect(text('ar', 'orders.bag.checkout')).toEqual(expect.any(String));
    expect(text('ar', 'wallet.withdraw.submit')).toEqual(expect.any(String));
    expect(i18n.language).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
