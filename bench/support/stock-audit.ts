import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';

type Row = Record<string, unknown>;

/** Runs read-only statements on the bench's database, PostgreSQL or the SQLite file. */
export async function openReader(env: NodeJS.ProcessEnv) {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    return {
      all: async (text: string) => (await client.query(text)).rows as Row[],
      close: () => client.end(),
    };
  }
  const file = `${env.DATA_DIR}/crossbay.sqlite`;
  const db = new DatabaseSync(file, { readOnly: true });
  return {
    all: async (text: string) => db.prepare(text).all() as Row[],
    close: async () => db.close(),
  };
}

type Reader = Awaited<ReturnType<typeof openReader>>;

const list = (ids: number[]) => ids.map(Number).join(',');

/** Stock of these specs and of their products, before the run. */
export async function stockOf(db: Reader, skuIds: number[]) {
  const skus = await db.all(`select id, stock from product_skus where id in (${list(skuIds)})`);
  const products = await db.all(
    `select id, stock from products where id in (select product_id from product_skus where id in (${list(skuIds)}))`,
  );
  const asMap = (rows: Row[]) => new Map(rows.map((r) => [Number(r.id), Number(r.stock)]));
  return { skus: asMap(skus), products: asMap(products) };
}

/**
 * No unit sold twice: for every spec and product the bench bought, the stock it lost equals the units
 * in the bench buyers' orders that are not cancelled, no stock is below zero, and every card-key unit
 * paid for holds its own key.
 */
export async function auditStock(
  db: Reader,
  before: Awaited<ReturnType<typeof stockOf>>,
  buyerPrefix: string,
): Promise<{ ok: boolean; text: string }> {
  const after = await stockOf(db, [...before.skus.keys()]);
  const held = `from order_items i join orders o on o.id = i.order_id join users u on u.id = o.user_id
    where u.account like '${buyerPrefix}%' and o.status <> 'cancelled'`;
  const bySku = await db.all(`select i.sku_id as id, sum(i.quantity) as units ${held} group by i.sku_id`);
  const byProduct = await db.all(
    `select i.product_id as id, sum(i.quantity) as units ${held} group by i.product_id`,
  );
  const [keys] = await db.all(
    `select (select count(*) from card_keys k join orders o on o.id = k.order_id join users u on u.id = o.user_id
       where u.account like '${buyerPrefix}%') as issued,
      (select coalesce(sum(i.quantity), 0) ${held} and i.is_virtual = 1 and o.status <> 'waiting_pay') as paid`,
  );
  const wrong: string[] = [];
  const compare = (kind: string, was: Map<number, number>, now: Map<number, number>, sold: Row[]) => {
    const units = new Map(sold.map((r) => [Number(r.id), Number(r.units)]));
    for (const [id, stock] of was) {
      const left = now.get(id) ?? Number.NaN;
      const taken = units.get(id) ?? 0;
      if (left < 0 || stock - left !== taken)
        wrong.push(`${kind} ${id}: ${stock} → ${left}, ${taken} ordered`);
    }
  };
  compare('spec', before.skus, after.skus, bySku);
  compare('product', before.products, after.products, byProduct);
  if (Number(keys?.issued) !== Number(keys?.paid))
    wrong.push(`card keys issued ${keys?.issued}, card-key units paid ${keys?.paid}`);
  const sold = bySku.reduce((a, r) => a + Number(r.units), 0);
  return wrong.length === 0
    ? {
        ok: true,
        text: `stock exact: ${before.skus.size} specs, ${sold} units ordered, none below zero, ${keys?.issued} card keys for ${keys?.paid} paid units`,
      }
    : { ok: false, text: `stock WRONG:\n  ${wrong.join('\n  ')}` };
}
