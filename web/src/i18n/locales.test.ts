import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { LOCALE_NAMES } from '@crossbay/contract/locales';
import { RULE_MESSAGE_ROOTS } from '@crossbay/contract/messages';
import { describe, expect, it } from 'vitest';
import { LOCALES_DIR, localeSources, readLocale } from '../../build/locale-sources.ts';
import { intlLocaleOf } from './intl-locale.ts';
import type { Messages } from './merge-messages.ts';

const dir = LOCALES_DIR;

function areas(name: string): string[] {
  return localeSources(name).areas.map((file) => basename(file));
}

// A locale is what the build ships (readLocale): the merge of its area files and its part of the contract's
// catalog; a missing area file fails the checks below key by key.

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const english = flatten(readLocale('en'));
const others = LOCALE_NAMES.filter((name) => name !== 'en');

// i18next picks `key_<category>` by the count (CLDR plural categories). A key is plural when English
// has `key_other`; each locale then carries every category its language has.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBases = new Set(
  [...english.keys()].filter((key) => key.endsWith('_other')).map((key) => key.replace(PLURAL, '')),
);
const isPluralForm = (key: string) => PLURAL.test(key) && pluralBases.has(key.replace(PLURAL, ''));

const isRuleKey = (key: string) =>
  key.split('.').some((part) => (RULE_MESSAGE_ROOTS as readonly string[]).includes(part));

/** The contract message keys the app's code names, written out whole (`t('validation.payCodeInvalid')`). */
function namedRuleKeys(): string[] {
  const src = join(import.meta.dirname, '..');
  const pattern = new RegExp(`['"\`]((?:${RULE_MESSAGE_ROOTS.join('|')})\\.[\\w.]+)['"\`]`, 'g');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /(?<!\.test)\.tsx?$/.test(file),
  );
  const keys = files.flatMap((file) =>
    [...readFileSync(join(src, file), 'utf8').matchAll(pattern)].map((match) => match[1] ?? ''),
  );
  return [...new Set(keys)].sort();
}

const FORMAL_GERMAN = /\b(Sie|Ihr|Ihre|Ihnen|Ihrem|Ihren|Ihrer|Ihres)\b/;

describe('locale files', () => {
  it('are exactly the 14 locales of spec §1, each with the same area files', () => {
    expect(readdirSync(dir).sort()).toEqual([...LOCALE_NAMES].sort());
    for (const name of LOCALE_NAMES) expect(areas(name), name).toEqual(areas('en'));
  });

  // A rule's message is written once per locale, in contract/src/messages, which the server uses too.
  it('leave validation.* and errors.* to the contract: no area file holds such a key', () => {
    const twins = LOCALE_NAMES.flatMap((name) =>
      areas(name).flatMap((file) =>
        [...flatten(JSON.parse(readFileSync(join(dir, name, file), 'utf8')) as Messages).keys()]
          .filter(isRuleKey)
          .map((key) => `${name}/${file}: ${key}`),
      ),
    );
    expect(twins).toEqual([]);
  });

  it('has the message of every validation.* and errors.* key the app names', () => {
    const keys = namedRuleKeys();
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((key) => !english.has(key))).toEqual([]);
  });

  it('English has no empty text', () => {
    const empty = [...english].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  // One form of address per language; German says du, as the server's messages do.
  it('German addresses the buyer as du, never Sie', () => {
    const formal = [...flatten(readLocale('de'))]
      .filter(([, text]) => FORMAL_GERMAN.test(text))
      .map(([key]) => key);
    expect(formal).toEqual([]);
  });

  describe.each(others)('%s', (name) => {
    const messages = flatten(readLocale(name));

    it('has every English key, none empty', () => {
      const missing = [...english.keys()].filter((key) => !messages.get(key)?.trim());
      expect(missing).toEqual([]);
    });

    it('has no key that English lacks', () => {
      expect([...messages.keys()].filter((key) => !english.has(key) && !isPluralForm(key))).toEqual([]);
    });

    it('has every plural form its language counts with', () => {
      const categories = new Intl.PluralRules(intlLocaleOf(name)).resolvedOptions().pluralCategories;
      const missing = [...pluralBases].flatMap((base) =>
        categories.map((category) => `${base}_${category}`).filter((key) => !messages.get(key)?.trim()),
      );
      expect(missing).toEqual([]);
    });

    it('translates every sentence longer than one word', () => {
      const untranslated = [...english]
        // A sign and a placeholder ("≈ {{amount}}") hold no word to translate.
        .filter(([, text]) => /\p{L}/u.test(text.replace(/\{\{\w+\}\}/g, '')))
        .filter(([key, text]) => text.trim().split(/\s+/).length > 1 && messages.get(key) === text)
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    });

    it('keeps the placeholders', () => {
      const broken = [...english]
        // A plural form such as Arabic "one" may say the number in words.
        .filter(([key]) => !isPluralForm(key) || key.endsWith('_other'))
        .filter(([key, text]) => {
          const translated = messages.get(key);
          return translated !== undefined && placeholders(translated).join() !== placeholders(text).join();
        })
        .map(([key]) => key);
      expect(broken).toEqual([]);
    });
  });
});
