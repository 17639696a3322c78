import assert from 'node:assert/strict';
import { it } from 'node:test';
import { maskedName } from '#server/lib/masked-name.ts';

it("masks another buyer's name to its first and last character, by characters, hiding its length", () => {
  assert.equal(maskedName('ana.walker'), 'a***r');
  assert.equal(maskedName('kenji_t'), 'k***t');
  assert.equal(maskedName('王小明'), '王***明');
  assert.equal(maskedName('😀ab😎'), '😀***😎');
  assert.equal(maskedName('al'), 'a***');
  assert.equal(maskedName('x'), 'x***');
});
