import { CATEGORY_SLUGS, type CategorySlug } from '@crossbay/contract/catalog';
import { DEFAULT_REGISTER_CONFIG } from '@crossbay/contract/platform';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/connect.ts';
import { cardCipher, cardKey } from '#server/lib/card-crypto.ts';
import { DAY, nowIso } from '#server/lib/clock.ts';
import { hashSecret } from '#server/lib/password.ts';
import { hashPayCode, payCodeKey } from '#server/lib/pay-code-hash.ts';
import { sanitizeRichText } from '#server/lib/rich-text.ts';
import { createUser } from '#server/modules/account/service.ts';
import { importCategory, importProduct } from '#server/modules/catalog/bulk-import.ts';
import { fileStore } from '#server/modules/files/store.ts';
import { importNotices } from '#server/modules/notices/service.ts';
import { importDemoCardKeys } from '#server/modules/orders/card-keys.ts';
import { importPlatformContent } from '#server/modules/platform/admin.ts';
import { writeDefaultTransit } from '#server/modules/shops/delivery.ts';
import { importShop } from '#server/modules/shops/service.ts';
import { post } from '#server/modules/wallet/ledger.ts';
import { demoCatalog } from './catalog/demo-catalog.ts';
import { drawBanner, drawImage } from './catalog/draw-image.ts';
import { drawProductPicture, type ProductPicture } from './catalog/drawings/picture.ts';
import { specPicture } from './catalog/product-images.ts';
import type { DemoImage, ImageShape } from './catalog/types.ts';
import { DEMO_BUYER, DEMO_NETWORKS, DEMO_SETTINGS } from './demo-settings.ts';
import { planHistory } from './history/plan.ts';
import { type CatalogIds, writeHistory } from './history/write.ts';
import { mapLimited, storeDrawn } from './media.ts';
import { platformContent } from './platform-content.ts';

type Log = Pick<FastifyBaseLogger, 'info'>;
type SeedConfig = Pick<
  Config,
  'DATA_DIR' | 'MEDIA_DIR' | 'FILE_STORE' | 'CARD_KEY_SECRET' | 'PAY_CODE_SECRET'
>;

// Large for the gallery, thumbnail for grids (sized variants, long-cached by their hashed names).
const PRODUCT_IMAGE_SIZE = 720;
const THUMB_SIZE = 320;
const ICON_SIZE = 128;
const CATEGORY_SHAPES: Record<CategorySlug, ImageShape> = {
  computer: 'laptop',
  electrical: 'plug',
  outdoors: 'tent',
  family: 'cup',
  health: 'heart',
  mens_clothing: 'shirt',
  womens_clothing: 'dress',
  food: 'leaf',
  mobile_phone: 'phone',
  toys: 'bear',
};

const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** First start of an empty database: the demo catalog and buyer. Does nothing on a seeded one. */
export async function seedIfEmpty(db: Db, config: SeedConfig, log: Log): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seedDemo(db, config, log);
  return true;
}

export async function seedDemo(db: Db, config: SeedConfig, log: Log): Promise<void> {
  const media = fileStore(config, db);
  const started = Date.now();
  const { shops, products } = demoCatalog();
  const history = planHistory({ shops, products }, started);
  const soldOf = (key: string) => history.sold.get(key) ?? [];
  const draw = (image: DemoImage, size: number) =>
    storeDrawn(media, { image, size }, () => drawImage(image, size));
  const drawWide = (image: DemoImage, width: number, height: number) =>
    storeDrawn(media, { image, width, height }, () => drawBanner(image, width, height));

  log.info('seeding the demo catalog: drawing images');
  const categoryIcons = await mapLimited(CATEGORY_SLUGS, 4, (slug, i) =>
    draw({ seed: i + 1, hue: (i * 36) % 360, label: '', shape: CATEGORY_SHAPES[slug] }, ICON_SIZE),
  );
  const logos = await mapLimited(shops, 4, (m) => draw(m.logo, 256));
  const shopBanners = await mapLimited(shops, 4, (m) => drawWide(m.banner, 960, 360));
  const picture = async (image: ProductPicture) => {
    const large = await storeDrawn(media, { image, size: PRODUCT_IMAGE_SIZE }, () =>
      drawProductPicture(image, PRODUCT_IMAGE_SIZE),
    );
    const thumb = await storeDrawn(
      media,
      { image, size: PRODUCT_IMAGE_SIZE, thumb: THUMB_SIZE },
      async () => {
        const stored = await media.get(large);
        if (!stored) throw new Error(`drawn picture missing: ${large}`);
        return sharp(stored.bytes).resize(THUMB_SIZE).webp({ quality: 80 }).toBuffer();
      },
    );
    return { large, thumb };
  };
  const productImages = await mapLimited(products, 4, (p) => Promise.all(p.images.map(picture)));
  const homeBanners = await mapLimited([0, 1, 2], 3, (i) =>
    drawWide({ seed: 900 + i, hue: [210, 20, 140][i] ?? 0, label: '', shape: 'store' }, 960, 400),
  );
  const cipher = cardCipher(cardKey(config));
  const content = platformContent();
  const passwordHash = await hashSecret(DEMO_BUYER.password);
  const payCodeHash = hashPayCode(payCodeKey(config), DEMO_BUYER.pay_code);
  const now = nowIso();

  log.info('seeding the demo catalog: writing rows');
  let written = {};
  await db.transaction().execute(async (tx) => {
    const categoryIds = new Map<CategorySlug, number>();
    for (const [sort, slug] of CATEGORY_SLUGS.entries()) {
      categoryIds.set(slug, await importCategory(tx, { slug, sort, icon: categoryIcons[sort] ?? '' }));
    }

    const ids: CatalogIds = { products: new Map(), shops: new Map() };
    for (const [i, m] of shops.entries()) {
      const shopId = await importShop(db.dialectName, tx, {
        name: m.name,
        description: m.description,
        logo: logos[i] ?? null,
        banner: shopBanners[i] ?? null,
        created_at: daysAgo(m.created_days_ago),
      });
      ids.shops.set(m.key, shopId);
    }

    for (const [i, p] of products.entries()) {
      const created = daysAgo(p.created_days_ago);
      const product = await importProduct(db.dialectName, tx, {
        product: {
          merchant_id: ids.shops.get(p.shop_key) as number,
          category_id: categoryIds.get(p.category) as number,
          name: p.name,
          description: sanitizeRichText(p.description_html),
          price: p.price_cents,
          original_price: p.original_price_cents,
          cost_price: p.cost_cents,
          // what the demo history sells comes out of the stock again (seed/history)
          stock: p.stock + soldOf(p.key).reduce((a, b) => a + b, 0),
          is_virtual: p.is_virtual ? 1 : 0,
          limit_day: p.limits?.day ?? null,
          limit_week: p.limits?.week ?? null,
          limit_month: p.limits?.month ?? null,
          created_at: created,
          updated_at: created,
        },
        skus: p.skus.map((s, sort) => ({
          spec: s.spec,
          price: s.price_cents,
          stock: s.stock + (soldOf(p.key)[sort] ?? 0),
          sort,
          picture_sort: specPicture(p.images, s.spec),
        })),
        images: (productImages[i] ?? []).map(({ large, thumb }, sort) => ({
          path: large,
          thumb_path: thumb,
          sort,
          width: PRODUCT_IMAGE_SIZE,
          height: PRODUCT_IMAGE_SIZE,
        })),
      });
      ids.products.set(p.key, product);
      // the keys the history sells first: keys are issued in id order
      const keys = [...(history.soldKeys.get(p.key) ?? []), ...p.card_keys];
      await importDemoCardKeys(
        tx,
        keys.map((k) => ({
          product_id: product.id,
          card_number: k.number,
          password_enc: cipher.encrypt(k.password),
          created_at: created,
        })),
      );
    }

    const pages = [...content];
    await importNotices(
      tx,
      pages.flatMap(([locale, page]) =>
        page.notices.map((n, k) => ({
          lang: locale,
          kind: 'platform',
          title: n.title,
          body: n.body,
          created_at: daysAgo(k),
        })),
      ),
    );
    await importPlatformContent(tx, {
      pages: pages.flatMap(([locale, page]) => [
        { slug: 'platform', lang: locale, content: JSON.stringify(page.platform) },
        { slug: 'help_support', lang: locale, content: JSON.stringify(page.help_support) },
        { slug: 'law', lang: locale, content: JSON.stringify(page.law) },
      ]),
      banners: pages.flatMap(([locale, page]) =>
        page.banners.map((b, sort) => ({
          lang: locale,
          title: b.title,
          subtitle: b.subtitle,
          image: homeBanners[sort] ?? '',
          link: null,
          sort,
        })),
      ),
      networks: DEMO_NETWORKS.map((n) => ({ ...n })),
      settings: [
        ...Object.entries(DEMO_SETTINGS).map(([key, value]) => ({ key, value: JSON.stringify(value) })),
        { key: 'register_fields', value: JSON.stringify(DEFAULT_REGISTER_CONFIG) },
      ],
    });

    await writeDefaultTransit(tx);
    const userId = await createUser(tx, {
      account: DEMO_BUYER.account,
      account_key: DEMO_BUYER.account.toLowerCase(),
      password_hash: passwordHash,
      pay_code_hash: payCodeHash,
      email: DEMO_BUYER.email,
      username: 'Demo',
      given_name: 'Buyer',
      created_at: now,
      updated_at: now,
    });
    // Demo money enters through the ledger like any other money.
    await post(tx, {
      userId,
      wallet: 'balance',
      amount: DEMO_BUYER.balance_cents,
      type: 'adjustment',
      note: 'demo balance',
    });
    await post(tx, {
      userId,
      wallet: 'bonus',
      amount: DEMO_BUYER.bonus_cents,
      type: 'discount',
      note: 'demo discount money',
    });

    log.info('seeding the demo history: orders, reviews, follows and views');
    written = await writeHistory(tx, db.dialectName, history, ids);
  });
  log.info(
    { ms: Date.now() - started, products: products.length, shops: shops.length, ...written },
    'demo catalog seeded',
  );
}
