import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { REQUEST_ONLY_MESSAGES } from '@crossbay/contract/messages';
import { FIRST_AREAS, LATER_AREAS, type StringsBundle } from '#web/i18n/areas.ts';
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

/** The contract's rule messages the app ships (the `validation` area of src/i18n/areas.ts). */
export function readShippedRules(rules: string): Messages {
  const ruleMessages = readJson(rules);
  return Object.fromEntries(
    SHIPPED_RULE_ROOTS.flatMap((root) => {
      const part = ruleMessages[root];
      return typeof part === 'object' ? [[root, withoutRequestOnly(part, root)]] : [];
    }),
  );
}

const merged = (parts: Messages[]) =>
  parts.reduce((all, messages) => mergeMessages(all, messages), {} as Messages);

/** A locale's strings as the build ships them, all bundles together: its area files and the shipped rule messages. */
export function readSources({ areas, rules }: { areas: string[]; rules: string }): Messages {
  return merged([...areas.map(readJson), readShippedRules(rules)]);
}

const areaOf = (file: string) => basename(file, '.json');

/**
 * One area's strings as the build ships them (src/i18n/areas.ts), with the files they come from. A locale folder
 * holding an area file that is neither a first nor a later area fails the build: its strings would ship nowhere.
 */
export function readArea(area: string, sources: { areas: string[]; rules: string }): Messages {
  const known: readonly string[] = [...FIRST_AREAS, ...LATER_AREAS];
  const unknown = sources.areas.filter((file) => !known.includes(areaOf(file)));
  if (unknown.length > 0) throw new Error(`area files not in src/i18n/areas.ts: ${unknown.join(', ')}`);
  if (area === 'validation') return readShippedRules(sources.rules);
  const file = sources.areas.find((candidate) => areaOf(candidate) === area);
  if (!file) throw new Error(`no area file ${area}.json beside ${sources.rules}`);
  return readJson(file);
}

/** The files and strings of one chunk of a locale: its first areas together, or one later area. */
export function readBundle(
  bundle: StringsBundle,
  sources: { areas: string[]; rules: string },
): { files: string[]; messages: Messages } {
  const areas: readonly string[] = bundle === 'first' ? FIRST_AREAS : [bundle];
  const files = areas.map((area) =>
    area === 'validation'
      ? sources.rules
      : (sources.areas.find((file) => areaOf(file) === area) ?? `${area}.json`),
  );
  return { files, messages: merged(areas.map((area) => readArea(area, sources))) };
}

export function readLocale(name: string, dirs: LocaleDirs = DEFAULT_DIRS): Messages {
  return readSources(localeSources(name, dirs));
}
