import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { z } from 'zod';
import { type MessageTree, RULE_MESSAGES } from '../src/messages.ts';
import { lineText, longText } from '../src/text.ts';

// Every request body and query of the contract (issue 35): each string and each list has a maximum, and
// breaking it is refused with the message of that bound, not with another rule's ("cannot be empty").

const src = join(import.meta.dirname, '../src');

/**
 * The request schemas the contract exports: `requestObject` makes them strict (a field no schema names is
 * refused), and answers are never strict. strict-requests.test.ts in the server checks that every route's
 * body and query is such a schema.
 */
async function requestSchemas(): Promise<[string, z.ZodObject][]> {
  const found: [string, z.ZodObject][] = [];
  for (const file of readdirSync(src).filter((name) => name.endsWith('.ts'))) {
    const module: Record<string, unknown> = await import(join(src, file));
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof z.ZodObject && value._zod.def.catchall?._zod.def.type === 'never')
        found.push([`${file.replace(/\.ts$/, '')}.${name}`, value]);
    }
  }
  return found;
}

type JsonNode = {
  type?: string | string[];
  maxLength?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonNode>;
  items?: JsonNode;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  allOf?: JsonNode[];
  additionalProperties?: boolean | JsonNode;
};
type Field = { path: (string | number)[]; kind: 'string' | 'array'; max: number | undefined };

/** Every string and list a request may carry, with its bound (undefined: none), from its input JSON Schema. */
function fields(node: JsonNode, path: (string | number)[] = []): Field[] {
  const types = Array.isArray(node.type) ? node.type : [node.type];
  const own: Field[] = [];
  if (types.includes('string') && node.enum === undefined && node.const === undefined)
    own.push({ path, kind: 'string', max: node.maxLength });
  if (types.includes('array')) own.push({ path, kind: 'array', max: node.maxItems });
  if (typeof node.additionalProperties === 'object')
    own.push({ path: [...path, '*'], kind: 'string', max: undefined });
  return [
    ...own,
    ...Object.entries(node.properties ?? {}).flatMap(([key, child]) => fields(child, [...path, key])),
    ...(node.items ? fields(node.items, [...path, 0]) : []),
    ...[...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].flatMap((child) =>
      fields(child, path),
    ),
  ];
}

const inputSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode;

function has(tree: MessageTree, key: string): boolean {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return false;
    node = node[part];
  }
  return typeof node === 'string';
}

/** A request with only `value` at `path` (a list's index 0 holds it); every other field is missing. */
function requestWith(path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner = requestWith(rest, value);
  return typeof head === 'number' ? [inner] : { [head]: inner };
}

describe('request schemas', async () => {
  const schemas = await requestSchemas();

  it('are found: every strict object the contract exports', () => {
    const names = schemas.map(([name]) => name);
    assert.ok(names.length >= 40, `found only ${names.length}`);
    for (const name of [
      'address.AddressFields',
      'after-sales.ReviewBody',
      'request.GlobalQuery',
      'wallet.WithdrawBody',
    ])
      assert.ok(names.includes(name), name);
  });

  it('bound every string and every list', () => {
    const unbounded = schemas.flatMap(([name, schema]) =>
      fields(inputSchema(schema))
        .filter((field) => field.max === undefined)
        .map((field) => `${name}.${field.path.join('.')} (${field.kind})`),
    );
    assert.deepEqual(unbounded, []);
  });

  it('refuse a string or list one past its bound with a message of its own, never "required"', () => {
    const wrong = schemas.flatMap(([name, schema]) =>
      fields(inputSchema(schema)).flatMap((field) => {
        if (field.max === undefined) return [];
        const over = field.kind === 'string' ? 'a'.repeat(field.max + 1) : Array(field.max + 1).fill('a');
        const result = schema.safeParse(requestWith(field.path, over));
        const issue = result.error?.issues.find((i) => i.path.join('.') === field.path.join('.'));
        const key = issue?.message ?? 'accepted';
        const named = has(RULE_MESSAGES.en, key) && !/(Required|Empty)$/.test(key);
        return named ? [] : [`${name}.${field.path.join('.')}: ${key}`];
      }),
    );
    assert.deepEqual(wrong, []);
  });
});

describe("a buyer's text", () => {
  const line = lineText(20, 'validation.addresseeRequired');
  const long = longText(20);
  const message = (schema: z.ZodType, value: string) =>
    schema.safeParse(value).error?.issues[0]?.message ?? null;

  const refused: [string, string][] = [
    ['an escape sequence', 'a\u001b[2Jb'],
    ['a bell', 'a\u0007'],
    ['a NUL', 'a\u0000b'],
    ['a backspace', 'ab\u0008'],
    ['DEL', 'a\u007fb'],
    ['a C1 control (CSI)', 'a\u009b2J'],
    ['a right-to-left override', 'abc\u202Egpj.exe'],
    ['a left-to-right embedding', '\u202Aabc'],
    ['a first-strong isolate', 'a\u2068b\u2069'],
    ['a lone surrogate', 'a\ud800b'],
    ['a vertical tab', 'a\u000bb'],
  ];
  for (const [what, text] of refused)
    it(`refuses ${what} on one line and in a long text, naming the rule`, () => {
      assert.equal(message(line, text), 'validation.textControl');
      assert.equal(message(long, text), 'validation.textControl');
    });

  it('keeps tabs and line breaks in a long text only', () => {
    for (const text of ['one\ntwo', 'one\r\ntwo', 'a\tb', 'one\u2028two']) {
      assert.equal(message(long, text), null, JSON.stringify(text));
      assert.equal(message(line, text), 'validation.textLineBreak', JSON.stringify(text));
    }
  });

  it('keeps every script, emoji and the marks right-to-left text needs', () => {
    for (const text of [
      'محمد\u200F',
      'ศรีสุข',
      '김민준',
      '佐藤 花子',
      'Zoë-Åsa',
      '👨\u200D👩\u200D👧',
      'نص\u061C',
    ])
      assert.equal(message(line, text), null, text);
  });

  it('says "too long" past the bound and "required" only when empty', () => {
    assert.equal(message(line, 'a'.repeat(21)), 'validation.textTooLong');
    assert.equal(message(line, '   '), 'validation.addresseeRequired');
    assert.equal(message(long, 'a'.repeat(100_000)), 'validation.textTooLong');
  });
});
