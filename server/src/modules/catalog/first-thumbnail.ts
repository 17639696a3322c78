import type { ExpressionBuilder } from 'kysely';
import type { Database } from '#server/db/schema.ts';

/** The grid picture of the product in the query: its first image's thumbnail, as `image`. */
export function firstThumbnail(eb: ExpressionBuilder<Database, 'products'>) {
  return eb
    .selectFrom('product_images')
    .select('product_images.thumb_path')
    .whereRef('product_images.product_id', '=', 'products.id')
    .orderBy('product_images.sort')
    .limit(1)
    .as('image');
}
