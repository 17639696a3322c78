import type { ExpressionBuilder } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { Database } from '#server/db/schema.ts';
import { firstThumbnail } from './first-thumbnail.ts';

// A card's stars and review count, from the product's reviews (read for a page's cards only, by the
// reviews_product index).
const productReviews = (eb: ExpressionBuilder<Database, 'products'>) =>
  eb.selectFrom('reviews').whereRef('reviews.product_id', '=', 'products.id');

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
      productReviews(eb)
        .select((r) => r.fn.avg<number | string | null>('reviews.product_score').as('rating'))
        .as('rating'),
      productReviews(eb)
        .select((r) => r.fn.countAll<number | string>().as('reviews'))
        .as('reviews'),
    ]);
}
