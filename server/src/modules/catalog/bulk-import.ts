import type { Insertable } from 'kysely';
import type { DialectName } from '#server/db/connect.ts';
import type { Executor, Tx } from '#server/db/executor.ts';
import type {
  CategoriesTable,
  ProductImagesTable,
  ProductSkusTable,
  ProductsTable,
} from '#server/db/schema.ts';
import { indexMany, indexText } from '#server/modules/search/indexing.ts';
import {
  countViews,
  insertProduct,
  insertProductImages,
  insertProducts,
  insertSkus,
  type View,
} from './product-repo.ts';
import { insertCategory } from './repo.ts';

// A whole catalog laid down at once, inside the caller's transaction: the demo seed (server/src/seed) and the
// catalog bench's copies. Rows go in as given (stock, sales and dates included), are found by search at once,
// and refresh no public answer: nothing is served while the seed runs.

type Child<T> = Omit<Insertable<T>, 'product_id'>;
export type ImportedProduct = {
  product: Insertable<ProductsTable>;
  skus: Child<ProductSkusTable>[];
  images: Child<ProductImagesTable>[];
};

export function importCategory(tx: Executor, category: Insertable<CategoriesTable>): Promise<number> {
  return insertCategory(tx, category);
}

/** One product with its specs and pictures; answers its id and its specs' ids in their order. */
export async function importProduct(
  dialect: DialectName,
  tx: Tx,
  { product, skus, images }: ImportedProduct,
): Promise<{ id: number; skus: number[] }> {
  const id = await insertProduct(tx, product);
  await indexText(dialect, tx, 'products', id, product.name);
  const skuIds = await insertSkus(
    tx,
    skus.map((sku) => ({ ...sku, product_id: id })),
  );
  await insertProductImages(
    tx,
    images.map((image) => ({ ...image, product_id: id })),
  );
  return { id, skus: skuIds };
}

/** Many products in one statement each for products, specs and pictures (the catalog bench's copies). */
export async function importProductBatch(
  dialect: DialectName,
  tx: Tx,
  batch: ImportedProduct[],
): Promise<void> {
  const inserted = await insertProducts(
    tx,
    batch.map((entry) => entry.product),
  );
  const children = inserted.map((row, k) => ({ id: Number(row.id), entry: batch[k] }));
  await insertSkus(
    tx,
    children.flatMap(({ id, entry }) => (entry?.skus ?? []).map((sku) => ({ ...sku, product_id: id }))),
  );
  await insertProductImages(
    tx,
    children.flatMap(({ id, entry }) => (entry?.images ?? []).map((image) => ({ ...image, product_id: id }))),
  );
  // Only products on sale are searchable (decision 0015); the words of a whole batch go in at once.
  await indexMany(
    dialect,
    tx,
    'products',
    inserted.flatMap((row, k) =>
      (batch[k]?.product.status ?? 'on_sale') === 'on_sale' ? [{ id: Number(row.id), text: row.name }] : [],
    ),
  );
}

/** Views the demo history had, counted once per viewer and day like a visit's; answers how many counted. */
export function importViews(tx: Tx, views: View[]): Promise<number> {
  return countViews(tx, views);
}
