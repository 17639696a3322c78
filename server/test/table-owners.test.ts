import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TABLE_OWNERS } from '#server/db/table-owners.ts';
import { lintScript } from './support/lint-on-tree.ts';

const boundaries = lintScript('check-boundaries');
const check = boundaries.on;

const DELETE_BAG_ROWS = `export async function clear(tx, userId) {
  await tx.deleteFrom('cart_items').where('user_id', '=', userId).execute();
}
`;

describe('the lint: each table is written by one repository', () => {
  it('passes on this repository', () => {
    const run = boundaries.onRepository();
    assert.equal(run.code, 0, run.out);
  });

  it("fails when a module writes another module's table (orders deleting the bag's rows)", () => {
    const run = check({ 'server/src/modules/orders/checkout.ts': DELETE_BAG_ROWS });
    assert.equal(run.code, 1);
    assert.match(
      run.out,
      /orders\/checkout\.ts:2: deleteFrom\('cart_items'\): cart_items is written only by cart's/,
    );
  });

  it("passes when the owner's repository writes it", () => {
    assert.equal(check({ 'server/src/modules/cart/repo.ts': DELETE_BAG_ROWS }).code, 0);
    assert.equal(check({ 'server/src/modules/cart/bag-repo.ts': DELETE_BAG_ROWS }).code, 0);
  });

  it('fails when the owner writes it outside its repository', () => {
    const run = check({ 'server/src/modules/cart/service.ts': DELETE_BAG_ROWS });
    assert.equal(run.code, 1);
    assert.match(run.out, /cart_items is written in cart's repository, not in service\.ts/);
  });

  it('keeps the money on a user to the wallet: account may not name it, the wallet only updates it', () => {
    const credit = `await db.updateTable('users').set({ balance: 100 }).where('id', '=', 1).execute();\n`;
    const account = check({ 'server/src/modules/account/repo.ts': credit });
    assert.equal(account.code, 1);
    assert.match(
      account.out,
      /balance, bonus_total, bonus_usable, bonus_used of users are written only by wallet/,
    );
    assert.equal(check({ 'server/src/modules/wallet/ledger-repo.ts': credit }).code, 0);
    const insert = `await db.insertInto('users').values({ account: 'a' }).execute();\n`;
    assert.equal(check({ 'server/src/modules/wallet/ledger-repo.ts': insert }).code, 1);
    assert.equal(check({ 'server/src/modules/account/repo.ts': insert }).code, 0);
  });

  it('fails when ops/ or the seed writes a table itself, even the bulk demo catalogue', () => {
    const ops = check({
      'server/src/ops/accounts.ts': `await db.insertInto('users').values(row).execute();\n`,
    });
    assert.equal(ops.code, 1);
    assert.match(ops.out, /ops\/ writes no table itself/);
    const seedProducts = check({
      'server/src/seed/seed.ts': `await tx.insertInto('products').values(rows).execute();\n`,
    });
    assert.equal(seedProducts.code, 1);
    assert.match(seedProducts.out, /seed\/ writes no table itself; it calls the owning module/);
  });

  it("fails when the seed or ops imports a module's repository instead of its service", () => {
    const run = check({
      'server/src/seed/history/write.ts': "import { addFollow } from '#server/modules/shops/repo.ts';\n",
    });
    assert.equal(run.code, 1);
    assert.match(run.out, /imports #server\/modules\/shops\/repo\.ts: a module's repo\.ts is its own/);
    const service = "import { importFollow } from '#server/modules/shops/service.ts';\n";
    assert.equal(check({ 'server/src/seed/history/write.ts': service }).code, 0);
  });

  it('lets only db/ empty every table (the reset)', () => {
    const reset = 'for (const table of TABLES) await tx.deleteFrom(table).execute();\n';
    assert.equal(check({ 'server/src/db/empty-database.ts': reset }).code, 0);
    assert.equal(check({ 'server/src/seed/seed.ts': reset }).code, 1);
  });

  it('fails on a raw write outside a repository', () => {
    const run = check({
      'server/src/modules/search/indexing.ts': 'await sql`delete from products_fts`.execute(db);\n',
    });
    assert.equal(run.code, 1);
    assert.match(run.out, /a write outside a repository file/);
  });

  it('fails when two modules import each other (the old wallet ↔ orders cycle)', () => {
    const run = check({
      'server/src/modules/orders/pay.ts': "import { post } from '../wallet/ledger.ts';\n",
      'server/src/modules/wallet/ledger.ts': "import { lockBuyer } from '../orders/checkout.ts';\n",
    });
    assert.equal(run.code, 1);
    assert.match(run.out, /modules import each other: orders → wallet → orders/);
  });

  it('names an owner for every table', () => {
    for (const [table, owner] of Object.entries(TABLE_OWNERS)) assert.match(owner, /^[a-z-]+$/, table);
  });
});
