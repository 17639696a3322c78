import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Messages, mergeMessages } from '../src/i18n/merge-messages.ts';

/** The app's strings, a folder per locale and a file per area of the app. */
export const LOCALES_DIR = resolve(import.meta.dirname, '../src/i18n/locales');
/** The contract's one catalogue of rule and error messages (`validation.*`, `errors.*`), a file per locale. */
export const RULE_MESSAGES_DIR = resolve(import.meta.dirname, '../../contract/src/messages');

export type LocaleDirs = { locales: string; ruleMessages: string };

export const DEFAULT_DIRS: LocaleDirs = { locales: LOCALES_DIR, ruleMessages: RULE_MESSAGES_DIR };

export function localeNames(dirs: LocaleDirs = DEFAULT_DIRS): string[] {
  return readdirSync(dirs.locales, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** A locale's area files (sorted), then its part of the contract's catalogue: everything its strings come from. */
export function localeSources(name: string, dirs: LocaleDirs = DEFAULT_DIRS): string[] {
  const folder = join(dirs.locales, name);
  const areas = readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => join(folder, file));
  return [...areas, join(dirs.ruleMessages, `${name}.json`)];
}

export function readMessages(files: readonly string[]): Messages {
  return files.reduce(
    (all, file) => mergeMessages(all, JSON.parse(readFileSync(file, 'utf8')) as Messages),
    {} as Messages,
  );
}

/** What the app has in `name`: the merge the build ships as that locale's one chunk. */
export function readLocale(name: string, dirs: LocaleDirs = DEFAULT_DIRS): Messages {
  return readMessages(localeSources(name, dirs));
}
