import type { Bag, BagShop } from '@crossbay/contract/checkout';
import { Codes } from '@crossbay/contract/codes';
import { formatCents } from '@crossbay/contract/money';
import { compiledOnce } from '#server/db/compiled-once.ts';
import type { Db } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { specThumbnail } from '#server/modules/catalog/first-thumbnail.ts';
import type { CatalogMemo } from '#server/modules/public-cache/catalog-memo.ts';
import { bagLine, deleteBagLines, insertBagLine, setBagQuantity, takeOrderedFromBags } from './repo.ts';

// The buyer's own lines, read every time; what they show of their specs is the catalog's (SpecFacts).
const lineRows = compiledOnce((db, userId: number) =>
  db
    .selectFrom('cart_items')
    .select(['id', 'sku_id', 'quantity'])
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc'),
);

const specRows = compiledOnce((db, skuIds: number[]) =>
  db
    .selectFrom('product_skus')
    .innerJoin('products', 'products.id', 'product_skus.product_id')
    .innerJoin('merchants', 'merchants.id', 'products.merchant_id')
    .select((eb) => [
      'product_skus.id as sku_id',
      'product_skus.spec',
      'product_skus.price',
      'product_skus.stock',
      'products.id as product_id',
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
      specThumbnail(eb),
    ])
    .where('product_skus.id', 'in', skuIds),
);

type SpecFact = Awaited<ReturnType<typeof specRows>>[number];
/** What a bag line shows of its spec, product and shop, by spec, kept while the catalog stands still. */
export type SpecFacts = CatalogMemo<number, SpecFact>;

// A bag has no bound on its lines; its specs are read this many at a time, so few statements are compiled.
const SPECS_PER_READ = 50;

async function readSpecs(db: Db, skuIds: number[]): Promise<Map<number, SpecFact>> {
  const facts = new Map<number, SpecFact>();
  for (let at = 0; at < skuIds.length; at += SPECS_PER_READ) {
    for (const row of await specRows(db, skuIds.slice(at, at + SPECS_PER_READ))) {
      facts.set(Number(row.sku_id), row);
    }
  }
  return facts;
}

/** The bag grouped by shop; an item off sale or out of stock is marked unavailable. */
export async function bag(db: Db, specs: SpecFacts, userId: number): Promise<Bag> {
  const lines = await lineRows(db, userId);
  const facts = await specs.of(
    lines.map((line) => Number(line.sku_id)),
    (missing) => readSpecs(db, missing),
  );
  const shops = new Map<number, BagShop>();
  let count = 0;
  for (const line of lines) {
    const fact = facts.get(Number(line.sku_id));
    if (!fact) continue;
    const shopId = Number(fact.merchant_id);
    const shop = shops.get(shopId) ?? {
      merchant_id: shopId,
      merchant_name: fact.merchant_name,
      items: [],
    };
    shop.items.push({
      id: Number(line.id),
      sku_id: Number(line.sku_id),
      product_id: Number(fact.product_id),
      name: fact.name,
      spec: fact.spec,
      image: fact.image ?? null,
      price: formatCents(Number(fact.price)),
      quantity: line.quantity,
      stock: Number(fact.stock),
      is_virtual: Number(fact.is_virtual) === 1,
      available: Number(fact.available) === 1,
    });
    shops.set(shopId, shop);
    count += line.quantity;
  }
  return { shops: [...shops.values()], count };
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
export async function addToBag(db: Db, specs: SpecFacts, userId: number, skuId: number, quantity: number) {
  const sku = await skuOnSale(db, skuId);
  const now = nowIso();
  await db.transaction().execute(async (tx) => {
    const existing = await bagLine(tx, userId, skuId);
    const wanted = (existing?.quantity ?? 0) + quantity;
    if (wanted > Number(sku.stock)) throw new DomainError(Codes.OutOfStock);
    if (existing) await setBagQuantity(tx, userId, Number(existing.id), wanted, now);
    else await insertBagLine(tx, { userId, productId: Number(sku.product_id), skuId, quantity, at: now });
  });
  return bag(db, specs, userId);
}

export async function updateBagItem(db: Db, specs: SpecFacts, userId: number, id: number, quantity: number) {
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
  return bag(db, specs, userId);
}

export async function removeFromBag(db: Db, specs: SpecFacts, userId: number, ids: number[]) {
  await deleteBagLines(db, userId, ids);
  return bag(db, specs, userId);
}

/** What was ordered from the bag leaves it by the quantity ordered, in the checkouts' transaction. */
export async function removeOrdered(
  tx: Executor,
  ordered: { userId: number; skuId: number; quantity: number }[],
): Promise<void> {
  // One buyer's two checkouts of one spec in a batch take both quantities from the one line.
  const lines = new Map<string, { user_id: number; sku_id: number; quantity: number }>();
  for (const o of ordered) {
    const key = `${o.userId}:${o.skuId}`;
    const line = lines.get(key);
    if (line) line.quantity += o.quantity;
    else lines.set(key, { user_id: o.userId, sku_id: o.skuId, quantity: o.quantity });
  }
  await takeOrderedFromBags(tx, [...lines.values()]);
}
