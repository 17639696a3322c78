import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOCALE_NAMES } from '@crossbay/contract/locales';
import { CATALOGUES } from '../src/i18n/messages.ts';

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

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = flatten(CATALOGUES.en);

describe('server message catalogue', () => {
  for (const locale of LOCALE_NAMES.filter((l) => l !== 'en')) {
    it(`${locale} has every English key, translated, with the same placeholders`, () => {
      const messages = flatten(CATALOGUES[locale]);
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

  // Issue 12: German says du, as the web app does.
  it('German addresses the buyer as du, never Sie', () => {
    const formal = [...flatten(CATALOGUES.de)].filter(([, text]) =>
      /\b(Sie|Ihr|Ihre|Ihnen|Ihrem|Ihren|Ihrer|Ihres)\b/.test(text),
    );
    assert.deepEqual(formal, []);
  });
});
