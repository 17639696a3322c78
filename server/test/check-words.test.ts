import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lintScript } from './support/lint-on-tree.ts';

const words = lintScript('check-words');
const check = words.on;

describe('the lint: one word per concept', () => {
  it('passes on this repository', () => {
    const run = words.onRepository();
    assert.equal(run.code, 0, run.out);
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
