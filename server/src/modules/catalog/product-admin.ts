import type { Db } from '#server/db/connect.ts';
import { nowIso } from '#server/lib/clock.ts';
import { sanitizeRichText } from '#server/lib/rich-text.ts';
import { catalogChanged } from '#server/modules/public-cache/catalog-changed.ts';
import { indexText, unindex } from '#server/modules/search/indexing.ts';
import { insertProduct, insertSku, updateProduct, updateSku } from './product-repo.ts';

// The operator's changes to the catalog (`npm run ops -- product …`); each one refreshes the public answers.

export type NewProduct = {
  shopId: number;
  categoryId: number;
  name: string;
  description: string;
  price: number;
  stock: number;
  spec: string;
};

/** A product on sale with one spec, found by search at once. */
export async function addProduct(db: Db, p: NewProduct): Promise<number> {
  const now = nowIso();
  const id = await db.transaction().execute(async (tx) => {
    const productId = await insertProduct(tx, {
      merchant_id: p.shopId,
      category_id: p.categoryId,
      name: p.name,
      description: sanitizeRichText(p.description),
      price: p.price,
      stock: p.stock,
      created_at: now,
      updated_at: now,
    });
    await insertSku(tx, { product_id: productId, spec: p.spec, price: p.price, stock: p.stock });
    await indexText(db.dialectName, tx, 'products', productId, p.name);
    return productId;
  });
  await catalogChanged(db);
  return id;
}

/** Off sale a product leaves lists and search; bags show it greyed. */
export async function setOnSale(db: Db, id: number, name: string, onSale: boolean): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await updateProduct(tx, id, { status: onSale ? 'on_sale' : 'off_sale', updated_at: nowIso() });
    if (onSale) await indexText(db.dialectName, tx, 'products', id, name);
    else await unindex(db.dialectName, tx, 'products', id);
  });
  await catalogChanged(db);
}

/**
 * A spec's stock or price; the product's stock is the sum of its specs', its price the lowest of
 * theirs.
 */
export async function setSku(
  db: Db,
  productId: number,
  skuId: number,
  change: { stock: number } | { price: number },
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await updateSku(tx, skuId, change);
    const { stock, price } = await tx
      .selectFrom('product_skus')
      .select((eb) => [eb.fn.sum<number>('stock').as('stock'), eb.fn.min<number>('price').as('price')])
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    const rolledUp = 'stock' in change ? { stock: Number(stock) } : { price: Number(price) };
    await updateProduct(tx, productId, { ...rolledUp, updated_at: nowIso() });
  });
  await catalogChanged(db);
}
