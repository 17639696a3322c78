import { CATEGORY_SLUGS } from '@crossbay/contract/catalog';
import { isLocale } from '@crossbay/contract/locales';
import { formatCents, parseCents } from '@crossbay/contract/money';
import { addProduct, setOnSale, setSku } from '#server/modules/catalog/product-admin.ts';
import { setBanner } from '#server/modules/platform/admin.ts';
import { addShop } from '#server/modules/shops/service.ts';
import type { OpsContext } from './context.ts';

export type ProductOptions = {
  merchant?: string | undefined;
  category?: string | undefined;
  name?: string | undefined;
  price?: string | undefined;
  stock?: string | undefined;
  description?: string | undefined;
  spec?: string | undefined;
};

const count = (text: string | undefined) => (text !== undefined && /^\d+$/.test(text) ? Number(text) : null);

/** `product add --merchant <id> --category <slug> --name <n> --price 12.50 --stock 10 [--spec S] [--description html]` */
export async function productAdd({ db, out }: OpsContext, o: ProductOptions): Promise<number> {
  const price = parseCents(o.price);
  const stock = count(o.stock);
  const category = await db
    .selectFrom('categories')
    .select('id')
    .where('slug', '=', o.category ?? '')
    .executeTakeFirst();
  const shop = await db
    .selectFrom('merchants')
    .select('id')
    .where('id', '=', Number(o.merchant) || 0)
    .executeTakeFirst();
  if (!o.name || price === null || price === 0 || stock === null || !category || !shop) {
    out(
      `usage: product add --merchant <id> --category <${CATEGORY_SLUGS.join('|')}> --name <text> --price <12.50> --stock <n> [--spec <text>] [--description <html>]`,
    );
    return 2;
  }
  const id = await addProduct(db, {
    shopId: Number(shop.id),
    categoryId: Number(category.id),
    name: o.name,
    description: o.description ?? '',
    price,
    stock,
    spec: o.spec ?? 'Standard',
  });
  out(`added product ${id}`);
  return 0;
}

/** `product off <id>` / `product on <id>`: off sale it leaves lists and search; bags show it greyed. */
export async function productSale({ db, out }: OpsContext, onSale: boolean, productId: string | undefined) {
  const id = Number(productId);
  if (!Number.isInteger(id) || id < 1) {
    out(`usage: product ${onSale ? 'on' : 'off'} <product id>`);
    return 2;
  }
  const product = await db.selectFrom('products').select('name').where('id', '=', id).executeTakeFirst();
  if (!product) {
    out(`no product ${id}`);
    return 1;
  }
  await setOnSale(db, id, product.name, onSale);
  out(`product ${id} ${onSale ? 'on sale' : 'off sale'}`);
  return 0;
}

/** The product's spec named by `--sku`, or its only one; says why not when there is none. */
async function targetSku({ db, out }: OpsContext, id: number, skuId: string | undefined) {
  const skus = await db
    .selectFrom('product_skus')
    .select('id')
    .where('product_id', '=', id)
    .orderBy('sort')
    .execute();
  const target = skuId
    ? skus.find((s) => Number(s.id) === Number(skuId))
    : skus.length === 1
      ? skus[0]
      : undefined;
  if (!target)
    out(
      skus.length === 0 ? `no product ${id}` : `product ${id} has ${skus.length} specs: name one with --sku`,
    );
  return target;
}

/** `product stock <product id> <stock> [--sku <id>]`: sets a SKU's stock; the product's is their sum. */
export async function productStock(
  ctx: OpsContext,
  productId: string | undefined,
  stockText: string | undefined,
  skuId?: string,
) {
  const { db, out } = ctx;
  const stock = count(stockText);
  const id = Number(productId);
  if (!Number.isInteger(id) || stock === null) {
    out('usage: product stock <product id> <stock> [--sku <sku id>]');
    return 2;
  }
  const target = await targetSku(ctx, id, skuId);
  if (!target) return 1;
  await setSku(db, id, Number(target.id), { stock });
  out(`stock of product ${id} spec ${target.id} set to ${stock}`);
  return 0;
}

/** `product price <product id> <12.50> [--sku <id>]`: sets a SKU's price; the product's is the lowest. */
export async function productPrice(
  ctx: OpsContext,
  productId: string | undefined,
  priceText: string | undefined,
  skuId?: string,
) {
  const { db, out } = ctx;
  const price = parseCents(priceText);
  const id = Number(productId);
  if (!Number.isInteger(id) || price === null || price === 0) {
    out('usage: product price <product id> <12.50> [--sku <sku id>]');
    return 2;
  }
  const target = await targetSku(ctx, id, skuId);
  if (!target) return 1;
  await setSku(db, id, Number(target.id), { price });
  out(`price of product ${id} spec ${target.id} set to ${formatCents(price)}`);
  return 0;
}

/** `merchant add <name> [--description text]` */
export async function shopAdd({ db, out }: OpsContext, name: string | undefined, description?: string) {
  if (!name) {
    out('usage: merchant add <name> [--description <text>]');
    return 2;
  }
  const id = await addShop(db, name, description ?? '');
  out(`added shop ${id}`);
  return 0;
}

/** `banner set --lang en --sort 0 --title T --subtitle S [--image /media/x.webp] [--link /shop/3]` */
export async function bannerSet(
  { db, out }: OpsContext,
  o: {
    lang?: string | undefined;
    sort?: string | undefined;
    title?: string | undefined;
    subtitle?: string | undefined;
    image?: string | undefined;
    link?: string | undefined;
  },
) {
  const sort = count(o.sort);
  if (!isLocale(o.lang) || sort === null || !o.title || o.subtitle === undefined) {
    out(
      'usage: banner set --lang <locale> --sort <n> --title <text> --subtitle <text> [--image <path>] [--link <app path>]',
    );
    return 2;
  }
  const existing = await db
    .selectFrom('banners')
    .select(['id', 'image'])
    .where('lang', '=', o.lang)
    .where('sort', '=', sort)
    .executeTakeFirst();
  const image = o.image ?? existing?.image;
  if (!image) {
    out('a new banner needs --image');
    return 2;
  }
  const values = { lang: o.lang, sort, title: o.title, subtitle: o.subtitle, image, link: o.link ?? null };
  await setBanner(db, existing ? Number(existing.id) : null, values);
  out(`banner ${sort} in ${o.lang} ${existing ? 'updated' : 'added'}`);
  return 0;
}
