import { useQuery } from '@tanstack/react-query';
import { useIntlLocale } from '#web/i18n/use-intl-locale.ts';

type Names = { countries: Record<string, string | string[]> };

// i18n-iso-countries' names, one file per language, fetched with the form (decision 0105). The library has no
// Traditional Chinese: zh-Hant reads the Chinese names.
const LOADERS: Record<string, () => Promise<Names>> = {
  en: () => import('i18n-iso-countries/langs/en.json'),
  zh: () => import('i18n-iso-countries/langs/zh.json'),
  ja: () => import('i18n-iso-countries/langs/ja.json'),
  ko: () => import('i18n-iso-countries/langs/ko.json'),
  th: () => import('i18n-iso-countries/langs/th.json'),
  ar: () => import('i18n-iso-countries/langs/ar.json'),
  de: () => import('i18n-iso-countries/langs/de.json'),
  es: () => import('i18n-iso-countries/langs/es.json'),
  fr: () => import('i18n-iso-countries/langs/fr.json'),
  it: () => import('i18n-iso-countries/langs/it.json'),
  ru: () => import('i18n-iso-countries/langs/ru.json'),
  tr: () => import('i18n-iso-countries/langs/tr.json'),
  vi: () => import('i18n-iso-countries/langs/vi.json'),
};

// A name with its alternatives ("Taiwan, Province of China", "Taiwan"): the first without a comma.
const nameOf = (name: string | string[]) =>
  Array.isArray(name) ? (name.find((n) => !n.includes(',')) ?? name[0] ?? '') : name;

/** Every country's name in the buyer's language by its ISO code; undefined while the names load. */
export function useCountryNames(): Map<string, string> | undefined {
  const language = useIntlLocale().split('-')[0] ?? 'en';
  const load = LOADERS[language] ?? LOADERS.en;
  const { data } = useQuery({
    queryKey: ['country-names', language],
    queryFn: async () => {
      const names = await (load as () => Promise<Names>)();
      return new Map(Object.entries(names.countries).map(([code, name]) => [code, nameOf(name)]));
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data;
}
