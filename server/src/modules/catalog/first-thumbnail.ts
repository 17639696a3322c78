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

/**
 * The picture of the spec in the query (its colour, `product_skus.picture_sort`), else the product's first: as
 * `image`. A bag line, a checkout and the order it makes show the colour the buyer chose (issue 34).
 */
export function specThumbnail(eb: ExpressionBuilder<Database, 'products' | 'product_skus'>) {
  return eb
    .selectFrom('product_images')
    .select('product_images.thumb_path')
    .whereRef('product_images.product_id', '=', 'products.id')
    .orderBy((order) =>
      order
        .case()
        .when('product_images.sort', '=', order.ref('product_skus.picture_sort'))
        .then(0)
        .else(1)
        .end(),
    )
    .orderBy('product_images.sort')
    .limit(1)
    .as('image');
}
