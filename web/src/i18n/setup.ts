import { FALLBACK_LOCALE, LOCALE_NAMES, type Locale } from '@crossbay/contract/locales';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadComponentLocale } from './component-locales.ts';
import { applyDocumentLanguage } from './document-language.ts';
import { saveLanguageCookie } from './language-cookie.ts';
import { loadMessages } from './locale-files.ts';

let fallbackLoad: Promise<void> | null = null;

// spec §1: zh-CN is the fallback. Every locale file is complete (a unit test says so), so the fallback is
// fetched only when a key turns out to be missing rather than in every first download.
function loadFallback(): Promise<void> {
  fallbackLoad ??= loadMessages(FALLBACK_LOCALE).then((messages) => {
    i18n.addResourceBundle(FALLBACK_LOCALE, 'translation', messages, true, false);
  });
  return fallbackLoad;
}

export async function startI18n(locale: Locale): Promise<void> {
  const [messages] = await Promise.all([loadMessages(locale), loadComponentLocale(locale)]);
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: LOCALE_NAMES,
    load: 'currentOnly',
    partialBundledLanguages: true,
    resources: { [locale]: { translation: messages } },
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    saveMissing: true,
    missingKeyHandler: () => void loadFallback(),
    react: { bindI18nStore: 'added' },
  });
  applyDocumentLanguage(locale);
}

export async function changeLanguage(locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    const [messages] = await Promise.all([loadMessages(locale), loadComponentLocale(locale)]);
    i18n.addResourceBundle(locale, 'translation', messages, true, true);
  } else {
    await loadComponentLocale(locale);
  }
  await i18n.changeLanguage(locale);
  applyDocumentLanguage(locale);
  saveLanguageCookie(locale);
}
