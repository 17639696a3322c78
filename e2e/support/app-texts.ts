import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from './server.ts';

type Messages = { [key: string]: string | Messages };

const LOCALES_DIR = join(repoRoot, 'web', 'src', 'i18n', 'locales');
// The contract's messages (validation.*, errors.*), which the build merges into each locale's strings.
const CONTRACT_MESSAGES_DIR = join(repoRoot, 'contract', 'src', 'messages');

function merge(into: Messages, from: Messages): Messages {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    into[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return into;
}

export type AppText = (key: string, values?: Record<string, string | number>) => string;

/**
 * The app's own texts in one locale (its area files and the contract's messages merged, as the app loads them), so that a journey
 * that runs in several languages finds its buttons and headings by their translated names.
 */
export async function appTexts(locale: string): Promise<AppText> {
  const folder = join(LOCALES_DIR, locale);
  const messages: Messages = {};
  for (const file of (await readdir(folder)).filter((name) => name.endsWith('.json')).sort()) {
    merge(messages, JSON.parse(await readFile(join(folder, file), 'utf8')) as Messages);
  }
  merge(
    messages,
    JSON.parse(await readFile(join(CONTRACT_MESSAGES_DIR, `${locale}.json`), 'utf8')) as Messages,
  );
  return (key, values = {}) => {
    const text = key
      .split('.')
      .reduce<string | Messages | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        messages,
      );
    if (typeof text !== 'string') throw new Error(`no text ${key} in ${locale}`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_whole, name: string) => String(values[name] ?? ''));
  };
}
