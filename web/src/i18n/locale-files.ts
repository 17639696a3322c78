import type { Locale } from '@crossbay/contract/locales';

export type Messages = { [key: string]: string | Messages };

// One folder per locale, one file per area of the app (shell, account, catalog, orders, wallet), each a
// chunk of its own: only the active locale is part of the first download (issue 3, point 6).
const files = import.meta.glob<Messages>('./locales/*/*.json', { import: 'default' });

export function mergeMessages(into: Messages, from: Messages): Messages {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    into[key] =
      typeof value === 'object' && typeof current === 'object' ? mergeMessages({ ...current }, value) : value;
  }
  return into;
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  const loads = Object.entries(files)
    .filter(([path]) => path.startsWith(`./locales/${locale}/`))
    .map(([, load]) => load());
  if (loads.length === 0) throw new Error(`no locale files for ${locale}`);
  return (await Promise.all(loads)).reduce(mergeMessages, {});
}
