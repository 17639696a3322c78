import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REQUEST_ONLY_MESSAGES } from '@crossbay/contract/messages';
import { type Messages, mergeMessages } from '#web/i18n/merge-messages.ts';

/** The app's strings, a folder per locale and a file per area of the app. */
export const LOCALES_DIR = resolve(import.meta.dirname, '../src/i18n/locales');
/** The contract's one ruleMessages of rule and error messages (`validation.*`, `errors.*`), a file per locale. */
export const RULE_MESSAGES_DIR = resolve(import.meta.dirname, '../../contract/src/messages');
/**
 * The part of that ruleMessages the app shows: its forms check the contract's rules. `errors.*` and the
 * contract's request-only messages are left to the server, whose answers carry the translated message
 * (`msg`) that the app shows; the first download stays smaller by those texts (about 1.4 kB gzip). A key
 * the app names but does not ship fails the locale test.
 */
export const SHIPPED_RULE_ROOTS = ['validation'] as const;

function withoutRequestOnly(messages: Messages, root: string): Messages {
  return Object.fromEntries(
    Object.entries(messages).filter(([key]) => !REQUEST_ONLY_MESSAGES.includes(`${root}.${key}`)),
  );
}

export type LocaleDirs = { locales: string; ruleMessages: string };

export const DEFAULT_DIRS: LocaleDirs = { locales: LOCALES_DIR, ruleMessages: RULE_MESSAGES_DIR };

export function localeNames(dirs: LocaleDirs = DEFAULT_DIRS): string[] {
  return readdirSync(dirs.locales, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The files a locale's strings come from: its area files (sorted), then its part of the contract's ruleMessages. */
export function localeSources(
  name: string,
  dirs: LocaleDirs = DEFAULT_DIRS,
): { areas: string[]; rules: string } {
  const folder = join(dirs.locales, name);
  const areas = readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => join(folder, file));
  return { areas, rules: join(dirs.ruleMessages, `${name}.json`) };
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Messages;

/** A locale's strings as the build ships them, in one chunk: its area files and the shipped rule messages. */
export function readSources({ areas, rules }: { areas: string[]; rules: string }): Messages {
  const ruleMessages = readJson(rules);
  const shipped = Object.fromEntries(
    SHIPPED_RULE_ROOTS.flatMap((root) => {
      const part = ruleMessages[root];
      return typeof part === 'object' ? [[root, withoutRequestOnly(part, root)]] : [];
    }),
  );
  return [...areas.map(readJson), shipped].reduce(
    (all, messages) => mergeMessages(all, messages),
    {} as Messages,
  );
}

export function readLocale(name: string, dirs: LocaleDirs = DEFAULT_DIRS): Messages {
  return readSources(localeSources(name, dirs));
}
