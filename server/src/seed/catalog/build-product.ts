import type { CategorySlug } from '@crossbay/contract/catalog';
import type { OptionAxis } from './lines/product-line.ts';
import { costCents, listPriceCents, pickPriceEnding } from './pricing.ts';
import type { Rng } from './prng.ts';
import { drawAppeal, listedDaysAgo } from './product-activity.ts';
import { describeProduct } from './product-description.ts';
import { type ProductLook, productImages } from './product-images.ts';
import { buildSkus } from './product-skus.ts';
import type { DemoProduct, DemoShop } from './types.ts';

// Everything chosen about a physical product before prices, stock and activity are drawn.
export type ProductDraft = {
  category: CategorySlug;
  shop: DemoShop;
  name: string;
  intro: string;
  features: string[];
  closing?: string;
  look: ProductLook;
  // USD range for the base price
  price: [number, number];
  options: OptionAxis[];
};

function drawStock(rng: Rng): number {
  return rng.chance(0.05) ? 0 : rng.int(3, 500);
}

export function buildProduct(key: string, draft: ProductDraft, rng: Rng): DemoProduct {
  const [low, high] = draft.price;
  const baseDollars = low + rng.next() * (high - low);
  const skus = buildSkus(draft.options, baseDollars, pickPriceEnding(rng), drawStock(rng), rng);
  const price = Math.min(...skus.map((sku) => sku.price_cents));
  return {
    key,
    shop_key: draft.shop.key,
    category: draft.category,
    name: draft.name,
    description_html: describeProduct(draft.intro, draft.features, draft.closing),
    price_cents: price,
    original_price_cents: rng.chance(0.35) ? listPriceCents(price, rng) : null,
    cost_cents: costCents(price, [0.45, 0.72], rng),
    stock: skus.reduce((sum, sku) => sum + sku.stock, 0),
    ...drawAppeal(rng),
    skus,
    images: productImages(draft.look, skus, rng),
    is_virtual: false,
    limits: null,
    card_keys: [],
    created_days_ago: listedDaysAgo(draft.shop, rng),
  };
}
