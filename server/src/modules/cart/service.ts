import type { Bag, BagShop } from '@crossbay/contract/checkout';
import { Codes } from '@crossbay/contract/codes';
import { formatCents } from '@crossbay/contract/money';
import { compiledOnce } from '#server/db/compiled-once.ts';
import type { Db } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { firstThumbnail } from '#server/modules/catalog/first-thumbnail.ts';
import { bagLine, deleteBagLines, deleteBagSkus, insertBagLine, setBagQuantity } from './repo.ts';

const rows = compiledOnce((db, userId: number) =>
  db
    .selectFrom('cart_items')
    .innerJoin('product_skus', 'product_skus.id', 'cart_items.sku_id')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .innerJoin('merchants', 'merchants.id', 'products.merchant_id')
    .select((eb) => [
      'cart_items.id',
      'cart_items.sku_id',
      'cart_items.product_id',
      'cart_items.quantity',
      'product_skus.spec',
      'product_skus.price',
      'product_skus.stock',
      'products.name',
      'products.is_virtual',
      'merchants.id as merchant_id',
      'merchants.name as merchant_name',
      eb
        .case()
        .when(
          eb.and([
            eb('products.status', '=', 'on_sale'),
            eb('merchants.status', '=', 'open'),
            eb('product_skus.stock', '>', 0),
          ]),
        )
        .then(eb.lit(1))
        .else(eb.lit(0))
        .end()
        .as('available'),
      firstThumbnail(eb),
    ])
    .where('cart_items.user_id', '=', userId)
    .orderBy('cart_items.updated_at', 'desc')
    .orderBy('cart_items.id', 'desc'),
);

/** The bag grouped by shop; an item off sale or out of stock is marked unavailable. */
export async function bag(db: Db, userId: number): Promise<Bag> {
  const items = await rows(db, userId);
  const shops = new Map<number, BagShop>();
  for (const row of items) {
    const shopId = Number(row.merchant_id);
    const shop = shops.get(shopId) ?? {
      merchant_id: shopId,
      merchant_name: row.merchant_name,
      items: [],
    };
    shop.items.push({
      id: Number(row.id),
      sku_id: Number(row.sku_id),
      product_id: Number(row.product_id),
      name: row.name,
      spec: row.spec,
      image: row.image ?? null,
      price: formatCents(Number(row.price)),
      quantity: row.quantity,
      stock: Number(row.stock),
      is_virtual: Number(row.is_virtual) === 1,
      available: Number(row.available) === 1,
    });
    shops.set(shopId, shop);
  }
  return { shops: [...shops.values()], count: items.reduce((a, r) => a + r.quantity, 0) };
}

async function skuOnSale(db: Db, skuId: number) {
  const sku = await db
    .selectFrom('product_skus')
    .innerJoin('products', 'products.id', 'product_skus.product_id')
    .select(['product_skus.id', 'product_skus.product_id', 'product_skus.stock', 'products.status'])
    .where('product_skus.id', '=', skuId)
    .executeTakeFirst();
  if (sku?.status !== 'on_sale') throw new DomainError(Codes.ProductOffSale);
  return sku;
}

/** Adding a spec already in the bag adds to its quantity, never beyond the stock. */
export async function addToBag(db: Db, userId: number, skuId: number, quantity: number) {
  const sku = await skuOnSale(db, skuId);
  const now = nowIso();
  await db.transaction().execute(async (tx) => {
    const existing = await bagLine(tx, userId, skuId);
    const wanted = (existing?.quantity ?? 0) + quantity;
    if (wanted > Number(sku.stock)) throw new DomainError(Codes.OutOfStock);
    if (existing) await setBagQuantity(tx, userId, Number(existing.id), wanted, now);
    else await insertBagLine(tx, { userId, productId: Number(sku.product_id), skuId, quantity, at: now });
  });
  return bag(db, userId);
}

export async function updateBagItem(db: Db, userId: number, id: number, quantity: number) {
  const item = await db
    .selectFrom('cart_items')
    .select(['sku_id'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!item) throw new DomainError(Codes.NotFound);
  const sku = await skuOnSale(db, Number(item.sku_id));
  if (quantity > Number(sku.stock)) throw new DomainError(Codes.OutOfStock);
  await setBagQuantity(db, userId, id, quantity, nowIso());
  return bag(db, userId);
}

export async function removeFromBag(db: Db, userId: number, ids: number[]) {
  await deleteBagLines(db, userId, ids);
  return bag(db, userId);
}

/** The specs just ordered leave the bag, in the checkout's transaction. */
export async function removeOrdered(tx: Executor, userId: number, skuIds: number[]): Promise<void> {
  await deleteBagSkus(tx, userId, skuIds);
}
