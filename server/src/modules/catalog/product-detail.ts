import type { ProductDetail } from '@crossbay/contract/catalog';
import { Codes } from '@crossbay/contract/codes';
import { formatCents } from '@crossbay/contract/money';
import type { Page } from '@crossbay/contract/pagination';
import type { Db } from '#server/db/connect.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { maskedName } from '#server/lib/masked-name.ts';
import { shop } from '#server/modules/shops/service.ts';
import * as repo from './product-repo.ts';
import { oneDecimal } from './scores.ts';

type Review = Awaited<ReturnType<typeof repo.listReviews>>['rows'][number];
// A closed account's review stays, its name does not: the web app shows "former buyer" (decision 0124).
const toReview = ({ account, closed_at, order_id: _order, ...r }: Review) => ({
  ...r,
  id: Number(r.id),
  reviewer: closed_at ? null : maskedName(account),
  product_score: Number(r.product_score),
  service_score: Number(r.service_score),
  postage_score: Number(r.postage_score),
  pictures: JSON.parse(r.pictures) as string[],
});

/** Where in the answer's pictures a spec's own picture is, if it has one. */
function pictureIndex(pictures: { sort: number }[], sort: number | null): number | null {
  if (sort === null) return null;
  const index = pictures.findIndex((p) => Number(p.sort) === Number(sort));
  return index === -1 ? null : index;
}

export async function productDetail(
  db: Db,
  id: number,
  viewerId: number | null,
  countView: () => Promise<boolean>,
): Promise<ProductDetail> {
  const product = await repo.findProduct(db, id);
  if (!product) throw new DomainError(Codes.NotFound);
  const counted = await countView();
  const [pictures, skus, summary, latest, card] = await Promise.all([
    repo.productPictures(db, id),
    repo.productSkus(db, id),
    repo.reviewSummary(db, id),
    repo.listReviews(db, id, 1, 3),
    shop(db, Number(product.merchant_id), viewerId),
  ]);
  const scores = [summary.product, summary.service, summary.postage].map((s) =>
    s === null ? null : Number(s),
  );
  const known = scores.filter((s): s is number => s !== null);
  const isVirtual = Number(product.is_virtual) === 1;
  return {
    id: Number(product.id),
    name: product.name,
    price: formatCents(Number(product.price)),
    original_price: product.original_price === null ? null : formatCents(Number(product.original_price)),
    stock: Number(product.stock),
    sales: Number(product.sales),
    // The product was read before this view was counted.
    views: Number(product.views) + (counted ? 1 : 0),
    is_virtual: isVirtual,
    on_sale: product.status === 'on_sale',
    category_id: Number(product.category_id),
    description: product.description,
    pictures: pictures.map((p) => ({
      large: p.path,
      thumb: p.thumb_path ?? p.path,
      width: p.width,
      height: p.height,
    })),
    skus: skus.map((s) => ({
      id: Number(s.id),
      spec: s.spec,
      price: formatCents(Number(s.price)),
      stock: Number(s.stock),
      picture: pictureIndex(pictures, s.picture_sort),
    })),
    limits: isVirtual
      ? { day: product.limit_day, week: product.limit_week, month: product.limit_month }
      : null,
    shop: card,
    reviews: {
      count: Number(summary.count),
      with_pictures: Number(summary.with_pictures ?? 0),
      product: oneDecimal(scores[0] ?? null),
      service: oneDecimal(scores[1] ?? null),
      postage: oneDecimal(scores[2] ?? null),
      average: known.length === 0 ? null : oneDecimal(known.reduce((a, b) => a + b, 0) / known.length),
    },
    latest_reviews: latest.rows.map(toReview),
  };
}

export async function productReviews(
  db: Db,
  id: number,
  { page, limit, withPictures }: { page: number; limit: number; withPictures: boolean },
) {
  if (!(await repo.findProduct(db, id))) throw new DomainError(Codes.NotFound);
  const { rows, total } = await repo.listReviews(db, id, page, limit, withPictures);
  return { list: rows.map(toReview), total, page, limit } satisfies Page<ReturnType<typeof toReview>>;
}
