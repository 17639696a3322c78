import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';

const CHECK = join(resolve(import.meta.dirname, '../..'), 'scripts/check-words.ts');
const trees: string[] = [];
after(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

/** Runs the lint's word check on a tree holding only `files` (path → source). */
function check(files: Record<string, string>) {
  const tree = mkdtempSync(join(tmpdir(), 'crossbay-words-'));
  trees.push(tree);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  const run = spawnSync(process.execPath, [CHECK, tree], { encoding: 'utf8' });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('the lint: one word per concept', () => {
  it('passes on this repository', () => {
    const run = spawnSync(process.execPath, [CHECK], { encoding: 'utf8' });
    assert.equal(run.status, 0, `${run.stdout}${run.stderr}`);
  });

  it('fails on a name that says merchant or catalogue', () => {
    const run = check({
      'web/src/features/catalog/api/use-x.ts': 'const merchantId = 1;\nexport function growCatalogue() {}\n',
    });
    assert.equal(run.code, 1);
    assert.ok(run.out.includes('use-x.ts:1: merchantId'));
    assert.ok(run.out.includes('use-x.ts:2: growCatalogue'));
    assert.match(check({ 'server/src/ops/catalogue.ts': '' }).out, /the file name says shop or catalog/);
  });

  it('lets the wire and the database keep their names', () => {
    const wire = [
      'const query = { merchant: 1, merchant_id: 2 };',
      "await http.get('/api/index/hot_merchant');",
      "db.selectFrom('catalogue_version'); // the merchants' catalogue",
      'type T = MerchantsTable;',
    ].join('\n');
    assert.equal(check({ 'server/src/modules/shops/repo.ts': wire }).code, 0);
    assert.equal(check({ 'server/src/db/migrations/0014-catalogue-version.ts': '' }).code, 0);
  });
});
