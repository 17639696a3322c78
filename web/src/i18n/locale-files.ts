import { loaders } from 'virtual:crossbay-locales';
import type { Locale } from '@crossbay/contract/locales';
import type { StringsBundle } from './areas.ts';
import type { Messages } from './merge-messages.ts';

export type { Messages } from './merge-messages.ts';
export { mergeMessages } from './merge-messages.ts';

type FirstModule = Awaited<ReturnType<NonNullable<(typeof loaders)[string]>>>;

const firsts = new Map<Locale, Promise<FirstModule>>();
const laters = new Map<string, Promise<Messages>>();

/** Asked once while it loads or has loaded; asked again after a failed request. */
function once<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let loading = cache.get(key);
  if (!loading) {
    loading = load();
    loading.catch(() => cache.delete(key));
    cache.set(key, loading);
  }
  return loading;
}

function firstModule(locale: Locale): Promise<FirstModule> {
  return once(firsts as Map<string, Promise<FirstModule>>, locale, () => {
    const load = loaders[locale];
    return load ? load() : Promise.reject(new Error(`no locale files for ${locale}`));
  });
}

// A chunk per locale and bundle, built from the area files (web/build/locale-bundles.ts): the first screen waits
// for its locale's first areas alone, in one request; the first areas' chunk names the later ones'.
export async function loadMessages(locale: Locale, bundle: StringsBundle): Promise<Messages> {
  if (bundle === 'first') return (await firstModule(locale)).default;
  return once(
    laters,
    `${locale}.${bundle}`,
    async () => (await (await firstModule(locale)).later[bundle]()).default,
  );
}
