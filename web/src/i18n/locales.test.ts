import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALE_NAMES } from '@crossbay/contract/locales';
import { describe, expect, it } from 'vitest';
import { intlLocaleOf } from './intl-locale.ts';
import { mergeMessages } from './merge-messages.ts';

type Messages = { [key: string]: string | Messages };

const dir = join(import.meta.dirname, 'locales');

function areas(name: string): string[] {
  const folder = join(dir, name);
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => file.endsWith('.json'))
        .sort()
    : [];
}

// A locale is the merge of its area files; a missing one fails the checks below key by key.
function read(name: string): Messages {
  return areas(name).reduce(
    (all, file) => mergeMessages(all, JSON.parse(readFileSync(join(dir, name, file), 'utf8')) as Messages),
    {} as Messages,
  );
}

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

const english = flatten(read('en'));
const others = LOCALE_NAMES.filter((name) => name !== 'en');

// i18next picks `key_<category>` by the count (CLDR plural categories). A key is plural when English
// has `key_other`; each locale then carries every category its language has.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBases = new Set(
  [...english.keys()].filter((key) => key.endsWith('_other')).map((key) => key.replace(PLURAL, '')),
);
const isPluralForm = (key: string) => PLURAL.test(key) && pluralBases.has(key.replace(PLURAL, ''));

const FORMAL_GERMAN = /\b(Sie|Ihr|Ihre|Ihnen|Ihrem|Ihren|Ihrer|Ihres)\b/;

describe('locale files', () => {
  it('are exactly the 14 locales of spec §1, each with the same area files', () => {
    expect(readdirSync(dir).sort()).toEqual([...LOCALE_NAMES].sort());
    for (const name of LOCALE_NAMES) expect(areas(name), name).toEqual(areas('en'));
  });

  it('English has no empty text', () => {
    const empty = [...english].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  // Issue 12: one form of address per language; German says du, as the server's messages do.
  it('German addresses the buyer as du, never Sie', () => {
    const formal = [...flatten(read('de'))]
      .filter(([, text]) => FORMAL_GERMAN.test(text))
      .map(([key]) => key);
    expect(formal).toEqual([]);
  });

  describe.each(others)('%s', (name) => {
    const messages = flatten(read(name));

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
