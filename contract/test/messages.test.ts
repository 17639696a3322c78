import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { LOCALE_NAMES } from '../src/locales.ts';
import {
  type MessageTree,
  REQUEST_ONLY_MESSAGES,
  RULE_MESSAGE_ROOTS,
  RULE_MESSAGES,
} from '../src/messages.ts';

const src = join(import.meta.dirname, '../src');

function has(tree: MessageTree, key: string): boolean {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return false;
    node = node[part];
  }
  return typeof node === 'string' && node.trim() !== '';
}

/** Every message key the contract's schemas, rules and codes name, written out whole in its source. */
function referencedKeys(): string[] {
  const pattern = new RegExp(`['"\`]((?:${RULE_MESSAGE_ROOTS.join('|')})\\.[\\w.]+)['"\`]`, 'g');
  const keys = readdirSync(src)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) =>
      [...readFileSync(join(src, file), 'utf8').matchAll(pattern)].map((match) => match[1] ?? ''),
    );
  return [...new Set(keys)].sort();
}

describe("the contract's message catalogue", () => {
  it('is a file per locale of spec §1, holding only rule and error messages', () => {
    assert.deepEqual(
      readdirSync(join(src, 'messages')).sort(),
      LOCALE_NAMES.map((name) => `${name}.json`).sort(),
    );
    for (const name of LOCALE_NAMES)
      assert.deepEqual(Object.keys(RULE_MESSAGES[name]).sort(), [...RULE_MESSAGE_ROOTS].sort(), name);
  });

  it('has, in every locale, the message of every key the rules and codes name', () => {
    const keys = referencedKeys();
    assert.ok(keys.length > 80, `found only ${keys.length} keys: the scan no longer reads the rules`);
    const missing = LOCALE_NAMES.flatMap((name) =>
      keys.filter((key) => !has(RULE_MESSAGES[name], key)).map((key) => `${name}: ${key}`),
    );
    assert.deepEqual(missing, []);
  });

  it('names as request-only only keys it has', () => {
    assert.deepEqual(
      REQUEST_ONLY_MESSAGES.filter((key) => !has(RULE_MESSAGES.en, key)),
      [],
    );
  });
});
