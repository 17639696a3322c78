import type { Category, HomeBoard, ProductCard, ProductListQuery } from '@crossbay/contract/catalog';
import { DEFAULT_LOCALE, type Locale } from '@crossbay/contract/locales';
import { formatCents } from '@crossbay/contract/money';
import type { Page } from '@crossbay/contract/pagination';
import type { Db } from '#server/db/connect.ts';
import type { Translate } from '#server/i18n/messages.ts';
import type { cardColumns } from './product-cards.ts';
import { highestProductId, onSaleProductsBetween } from './product-repo.ts';
import * as repo from './repo.ts';
import { oneDecimal } from './scores.ts';

export async function categories(db: Db, t: Translate): Promise<Category[]> {
  const rows = await repo.listCategories(db);
  return rows.map((c) => ({ id: Number(c.id), slug: c.slug, name: t(`category.${c.slug}`), icon: c.icon }));
}

export async function products(db: Db, query: ProductListQuery): Promise<Page<ProductCard>> {
  const { rows, total } = await repo.listProducts(db, query);
  return { list: rows.map(toProductCard), total, page: query.page, limit: query.limit };
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardColumns>['execute']>>[number];

export function toProductCard(p: CardRow): ProductCard {
  return {
    id: Number(p.id),
    name: p.name,
    image: p.image ?? null,
    price: formatCents(Number(p.price)),
    original_price: p.original_price === null ? null : formatCents(Number(p.original_price)),
    sales: Number(p.sales),
    stock: Number(p.stock),
    is_virtual: Number(p.is_virtual) === 1,
    category_id: Number(p.category_id),
    merchant_id: Number(p.merchant_id),
    merchant_name: p.merchant_name,
    rating: oneDecimal(p.rating),
    reviews: Number(p.reviews ?? 0),
  };
}

const HOME_NOTICES = 5;

export async function homeBoard(db: Db, locale: Locale, t: Translate): Promise<HomeBoard> {
  const [banners, notices, cats] = await Promise.all([
    repo
      .listBanners(db, locale)
      .then((rows) => (rows.length > 0 ? rows : repo.listBanners(db, DEFAULT_LOCALE))),
    repo.listPlatformNotices(db, locale, HOME_NOTICES),
    categories(db, t),
  ]);
  return {
    banners: banners.map((b) => ({ ...b, id: Number(b.id) })),
    notices: notices.map((n) => ({ ...n, id: Number(n.id) })),
    categories: cats,
  };
}

/** The products on sale with ids from `from` to `to`, and when each last changed: one page of the sitemap. */
export async function productsForSitemap(db: Db, from: number, to: number) {
  const rows = await onSaleProductsBetween(db, from, to);
  return rows.map((row) => ({ id: Number(row.id), changed: row.updated_at }));
}

export const lastProductId = (db: Db): Promise<number> => highestProductId(db);
