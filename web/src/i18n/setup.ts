import { FALLBACK_LOCALE, LOCALE_NAMES, type Locale } from '@crossbay/contract/locales';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LaterArea, StringsBundle } from './areas.ts';
import { loadComponentLocale } from './component-locales.ts';
import { applyDocumentLanguage } from './document-language.ts';
import { saveLanguageCookie } from './language-cookie.ts';
import { loadMessages } from './locale-files.ts';

// The later areas the screens opened so far named (src/i18n/areas.ts): a new language loads them all.
const inUse = new Set<LaterArea>();
// The language whose strings the app shows, or is switching to.
let shown: Locale | null = null;
const added = new Set<string>();
let markStarted: () => void = () => {};
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

const bundlesInUse = (): StringsBundle[] => ['first', ...inUse];

async function addBundles(locale: Locale, bundles: readonly StringsBundle[]): Promise<void> {
  const wanted = bundles.filter((bundle) => !added.has(`${locale}.${bundle}`));
  const parts = await Promise.all(wanted.map((bundle) => loadMessages(locale, bundle)));
  await started;
  wanted.forEach((bundle, index) => {
    const key = `${locale}.${bundle}`;
    if (added.has(key)) return;
    added.add(key);
    i18n.addResourceBundle(locale, 'translation', parts[index], true, false);
  });
}

let fallbackLoad: Promise<void> | null = null;

// spec §1: zh-CN is the fallback. Every locale file is complete (a unit test says so), so the fallback is
// fetched only when a key turns out to be missing rather than in every first download.
function loadFallback(): Promise<void> {
  fallbackLoad ??= addBundles(FALLBACK_LOCALE, bundlesInUse()).finally(() => {
    fallbackLoad = null;
  });
  return fallbackLoad;
}

/**
 * Loads the strings of the later areas `areas` in the language shown: a screen that names them is drawn once this
 * resolves (app/routes.ts loads them with its chunk). They are in use from then on: a language switch, even one
 * that starts while they load, loads them in its language before it switches.
 */
export async function loadAreas(areas: readonly LaterArea[]): Promise<void> {
  for (const area of areas) inUse.add(area);
  if (areas.length === 0) return;
  await (shown ? undefined : started);
  if (shown) await addBundles(shown, areas);
}

/** Starts i18next in `locale` with its first areas and the later `areas` the first screen names. */
export async function startI18n(locale: Locale, areas: readonly LaterArea[] = []): Promise<void> {
  shown = locale;
  for (const area of areas) inUse.add(area);
  const bundles = bundlesInUse();
  const [parts] = await Promise.all([
    Promise.all(bundles.map((bundle) => loadMessages(locale, bundle))),
    loadComponentLocale(locale),
  ]);
  const [first, ...later] = parts;
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: LOCALE_NAMES,
    load: 'currentOnly',
    partialBundledLanguages: true,
    resources: { [locale]: { translation: first ?? {} } },
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    saveMissing: true,
    missingKeyHandler: () => void loadFallback(),
    react: { bindI18nStore: 'added' },
  });
  added.add(`${locale}.first`);
  bundles.slice(1).forEach((bundle, index) => {
    added.add(`${locale}.${bundle}`);
    i18n.addResourceBundle(locale, 'translation', later[index], true, false);
  });
  markStarted();
  applyDocumentLanguage(locale);
}

/** Switches to `locale` once its strings of every area in use have come, so no screen shows a key meanwhile. */
export async function changeLanguage(locale: Locale): Promise<void> {
  shown = locale;
  await Promise.all([addBundles(locale, bundlesInUse()), loadComponentLocale(locale)]);
  await i18n.changeLanguage(locale);
  applyDocumentLanguage(locale);
  saveLanguageCookie(locale);
}
