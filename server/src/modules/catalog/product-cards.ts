import type { Db } from '#server/db/connect.ts';
import { firstThumbnail } from './first-thumbnail.ts';

/** The columns of a product card, from `products` joined with its shop. */
export function cardColumns(db: Db) {
  return db
    .selectFrom('products')
    .innerJoin('merchants', 'merchants.id', 'products.merchant_id')
    .select((eb) => [
      'products.id',
      'products.name',
      'products.price',
      'products.original_price',
      'products.sales',
      'products.stock',
      'products.is_virtual',
      'products.category_id',
      'products.merchant_id',
      'merchants.name as merchant_name',
      firstThumbnail(eb),
    ]);
}
