import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { LOCALE_NAMES } from '@crossbay/contract/locales';
import { RULE_MESSAGE_ROOTS } from '@crossbay/contract/messages';
import { MESSAGE_CATALOGS, SERVER_MESSAGES } from '#server/i18n/messages.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The rule and error message keys the server's code names, written out whole. */
function namedRuleKeys(): string[] {
  const src = join(import.meta.dirname, '../src');
  const pattern = new RegExp(`['"\`]((?:${RULE_MESSAGE_ROOTS.join('|')})\\.[\\w.]+)['"\`]`, 'g');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.ts'),
  );
  const keys = files.flatMap((file) =>
    [...readFileSync(join(src, file), 'utf8').matchAll(pattern)].map((match) => match[1] ?? ''),
  );
  return [...new Set(keys)].sort();
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = flatten(MESSAGE_CATALOGS.en);

describe('server message catalogue', () => {
  for (const locale of LOCALE_NAMES.filter((l) => l !== 'en')) {
    it(`${locale} has every English key, translated, with the same placeholders`, () => {
      const messages = flatten(MESSAGE_CATALOGS[locale]);
      for (const [key, source] of english) {
        const text = messages.get(key);
        assert.ok(text && text.trim().length > 0, `${locale}: ${key} is missing or empty`);
        assert.deepEqual(placeholders(text), placeholders(source), `${locale}: ${key} placeholders`);
        if (source.trim().split(/\s+/).length > 1)
          assert.notEqual(text, source, `${locale}: ${key} is still English`);
      }
      assert.deepEqual(
        [...messages.keys()].filter((k) => !english.has(k)),
        [],
        `${locale} has keys English lacks`,
      );
    });
  }

  // A rule's message is written once per locale, in contract/src/messages, for server and web.
  it('keeps no validation.* or errors.* key in its own files', () => {
    const twins = LOCALE_NAMES.flatMap((locale) =>
      RULE_MESSAGE_ROOTS.filter((root) => root in SERVER_MESSAGES[locale]).map(
        (root) => `${locale}: ${root}`,
      ),
    );
    assert.deepEqual(twins, []);
  });

  it('has a message for every validation.* and errors.* key the server names', () => {
    const keys = namedRuleKeys();
    assert.ok(keys.length > 40, `found only ${keys.length} keys: the scan no longer reads the server`);
    const missing = LOCALE_NAMES.flatMap((locale) => {
      const messages = flatten(MESSAGE_CATALOGS[locale]);
      return keys.filter((key) => !messages.has(key)).map((key) => `${locale}: ${key}`);
    });
    assert.deepEqual(missing, []);
  });

  // German says du, as the web app does.
  it('German addresses the buyer as du, never Sie', () => {
    const formal = [...flatten(MESSAGE_CATALOGS.de)].filter(([, text]) =>
      /\b(Sie|Ihr|Ihre|Ihnen|Ihrem|Ihren|Ihrer|Ihres)\b/.test(text),
    );
    assert.deepEqual(formal, []);
  });
});
