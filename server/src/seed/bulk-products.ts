import { sql } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import { DAY, nowIso } from '#server/lib/clock.ts';
import { importProductBatch } from '#server/modules/catalog/bulk-import.ts';

const BATCH = 500;

/**
 * For benchmarks only (`bench/catalogue-latency.ts`, on its own database): grows the seeded catalog
 * to `target` products by copying the demo products (same shops, categories, pictures and specs, a
 * serial in the name), in batches. The copies carry invented sales and seen counts, without orders or
 * views behind them, so that list queries meet a realistic spread; the demo never runs this.
 */
export async function growCatalog(
  db: Db,
  target: number,
  log: { info: (msg: string) => void },
): Promise<void> {
  const templates = await db
    .selectFrom('products')
    .select([
      'id',
      'merchant_id',
      'category_id',
      'name',
      'description',
      'price',
      'original_price',
      'cost_price',
      'stock',
      'sales',
      'views',
    ])
    .where('is_virtual', '=', 0)
    .orderBy('id')
    .execute();
  const pictures = await db
    .selectFrom('product_images')
    .select(['product_id', 'path', 'thumb_path', 'width', 'height'])
    .where('sort', '=', 0)
    .execute();
  const pictureOf = new Map(pictures.map((p) => [Number(p.product_id), p]));
  const { count } = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  let made = Number(count);
  while (made < target) {
    const size = Math.min(BATCH, target - made);
    await db.transaction().execute(async (tx) => {
      const now = nowIso();
      const rows = Array.from({ length: size }, (_, k) => {
        const serial = made + k;
        const source = templates[serial % templates.length] as (typeof templates)[number];
        return { source, serial, created: new Date(Date.now() - (serial % 900) * DAY).toISOString() };
      });
      await importProductBatch(
        db.dialectName,
        tx,
        rows.map(({ source, serial, created }) => {
          const price = Number(source.price) + (serial % 97);
          const picture = pictureOf.get(Number(source.id));
          return {
            product: {
              merchant_id: source.merchant_id,
              category_id: source.category_id,
              name: `${source.name} #${serial}`,
              description: source.description,
              price,
              original_price: source.original_price,
              cost_price: source.cost_price,
              stock: source.stock,
              sales: (Number(source.sales) * (serial % 13)) % 5000,
              views: Number(source.views) + serial,
              created_at: created,
              updated_at: now,
            },
            skus: [{ spec: 'Standard', price, stock: source.stock }],
            images: picture
              ? [
                  {
                    path: picture.path,
                    thumb_path: picture.thumb_path,
                    width: picture.width,
                    height: picture.height,
                  },
                ]
              : [],
          };
        }),
      );
    });
    made += size;
    if (made % 10_000 < BATCH) log.info(`catalog grown to ${made} products`);
  }
  // Fresh statistics, or the planner keeps the row counts of the small demo catalog; on PostgreSQL
  // also the visibility map, without which counting a category reads every heap page it touches.
  await (db.dialectName === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
}
