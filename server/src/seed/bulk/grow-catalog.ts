import { CATEGORY_SLUGS, type CategorySlug } from '@crossbay/contract/catalog';
import { sql } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import { DAY, nowIso } from '#server/lib/clock.ts';
import { importProductBatch } from '#server/modules/catalog/bulk-import.ts';
import { type Rng, seededRng } from '#server/seed/catalog/prng.ts';
import { bulkProduct } from './bulk-names.ts';

const BATCH = 2000;

type Picture = { path: string; thumb_path: string | null; width: number; height: number };
type Shelf = { categoryId: number; shops: number[]; pictures: Picture[] };

/** Each category's demo shops and first pictures, which the bench products reuse. */
async function shelves(db: Db): Promise<Map<CategorySlug, Shelf>> {
  const categories = await db.selectFrom('categories').select(['id', 'slug']).execute();
  const demo = await db
    .selectFrom('products')
    .leftJoin('product_images', (j) =>
      j.onRef('product_images.product_id', '=', 'products.id').on('product_images.sort', '=', 0),
    )
    .select(['products.category_id', 'products.merchant_id', 'path', 'thumb_path', 'width', 'height'])
    .where('products.id', '<=', 1000)
    .execute();
  const found = new Map<CategorySlug, Shelf>();
  for (const { id, slug } of categories) {
    const own = demo.filter((p) => Number(p.category_id) === Number(id));
    found.set(slug as CategorySlug, {
      categoryId: Number(id),
      shops: [...new Set(own.map((p) => Number(p.merchant_id)))],
      pictures: own.flatMap((p) =>
        p.path
          ? [{ path: p.path, thumb_path: p.thumb_path, width: Number(p.width), height: Number(p.height) }]
          : [],
      ),
    });
  }
  return found;
}

function newProduct(rng: Rng, id: number, shelf: Shelf, slug: CategorySlug, now: string) {
  const { name, priceRange } = bulkProduct(rng, slug);
  const [low, high] = priceRange;
  const price = Math.round(low * (high / low) ** rng.next() * 100);
  // A long tail: most products sell little, a few sell thousands.
  const sales = Math.floor(Math.exp(rng.next() * 9)) - 1;
  return {
    id,
    merchant_id: rng.pick(shelf.shops),
    category_id: shelf.categoryId,
    name,
    price,
    original_price: rng.chance(0.3) ? Math.round(price * (1.2 + rng.next() * 0.3)) : null,
    cost_price: Math.round(price * 0.6),
    stock: rng.chance(0.08) ? 0 : rng.int(1, 999),
    sales,
    views: sales * rng.int(5, 40) + rng.int(0, 500),
    status: rng.chance(0.03) ? ('off_sale' as const) : ('on_sale' as const),
    created_at: new Date(Date.now() - rng.next() * 900 * DAY).toISOString(),
    updated_at: now,
  };
}

/**
 * For benchmarks only (`bench/catalogue-latency.ts`, on its own database): grows the seeded catalogue
 * to `target` products named from vocabularies in six scripts (brands, words, product nouns, model
 * codes), with spread prices, sales, stock, dates and a few off sale, in multi-row batches. They carry
 * invented sales and views, without orders behind them; the demo never runs this.
 */
export async function growCatalog(
  db: Db,
  target: number,
  log: { info: (msg: string) => void },
): Promise<void> {
  const byCategory = await shelves(db);
  const { last } = await db
    .selectFrom('products')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirstOrThrow();
  let made = Number(last ?? 0);
  const rng = seededRng(made + 1);
  const dialect = db.dialectName;
  // A bench database thrown away on a crash: no sync to disk at each batch's commit.
  if (dialect === 'sqlite') await sql`pragma synchronous = off`.execute(db);
  while (made < target) {
    const size = Math.min(BATCH, target - made);
    const now = nowIso();
    const rows = Array.from({ length: size }, (_, k) => {
      const slug = rng.pick(CATEGORY_SLUGS);
      const shelf = byCategory.get(slug) as Shelf;
      return { product: newProduct(rng, made + k + 1, shelf, slug, now), picture: rng.pick(shelf.pictures) };
    });
    await db.transaction().execute((tx) =>
      importProductBatch(
        dialect,
        tx,
        rows.map(({ product: p, picture }) => ({
          product: p,
          skus: [{ spec: 'Standard', price: p.price, stock: p.stock }],
          images: [picture],
        })),
      ),
    );
    made += size;
    if (made % 50_000 < BATCH) log.info(`catalogue grown to ${made} products`);
  }
  if (dialect === 'postgres') {
    await sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`.execute(
      db,
    );
  }
  // Fresh statistics, or the planner keeps the row counts of the small demo catalogue; on PostgreSQL
  // also the visibility map, without which counting a category reads every heap page it touches.
  await (dialect === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
}
