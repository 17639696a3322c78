import { loaders } from 'virtual:crossbay-locales';
import type { Locale } from '@crossbay/contract/locales';
import type { Messages } from './merge-messages.ts';

export type { Messages } from './merge-messages.ts';
export { mergeMessages } from './merge-messages.ts';

// One chunk per locale, merged at build time from its area files (web/build/locale-bundles.ts): only the
// active locale is part of the first download, in one request.
export async function loadMessages(locale: Locale): Promise<Messages> {
  const load = (loaders as Record<string, (() => Promise<{ default: Messages }>) | undefined>)[locale];
  if (!load) throw new Error(`no locale files for ${locale}`);
  return (await load()).default;
}
