import { issueCardKeys } from './card-keys.ts';
import type { CardProduct } from './lines/card-products.ts';
import { costCents, listPriceCents } from './pricing.ts';
import type { Rng } from './prng.ts';
import { drawAppeal, listedDaysAgo } from './product-activity.ts';
import { describeProduct } from './product-description.ts';
import { lookOf, productImages } from './product-images.ts';
import type { DemoProduct, DemoShop, PurchaseLimits } from './types.ts';

function describeLimits(limits: PurchaseLimits): string {
  const parts = [
    limits.day === null ? null : `${limits.day} per day`,
    limits.week === null ? null : `${limits.week} per week`,
    limits.month === null ? null : `${limits.month} per month`,
  ].filter((part) => part !== null);
  return `Purchase limit: ${parts.join(', ')}`;
}

export function buildCardProduct(
  key: string,
  card: CardProduct,
  shop: DemoShop,
  rng: Rng,
  issued: Set<string>,
): DemoProduct {
  const cardKeys = issueCardKeys(rng.int(20, 60), rng, issued);
  const skus = [{ spec: card.denomination, price_cents: card.price_cents, stock: cardKeys.length }];
  const features = [
    `Value: ${card.denomination}`,
    'Delivery: the card number and password appear in your order as soon as it is paid',
    'Redeem: enter both on the publisher’s redeem page',
    describeLimits(card.limits),
  ];
  return {
    key,
    shop_key: shop.key,
    category: card.category,
    name: card.name,
    description_html: describeProduct(
      card.blurb,
      features,
      'Digital codes cannot be returned once revealed.',
    ),
    price_cents: card.price_cents,
    original_price_cents: rng.chance(0.3) ? listPriceCents(card.price_cents, rng) : null,
    // resellers buy codes at a small discount to face value
    cost_cents: costCents(card.price_cents, [0.85, 0.94], rng),
    stock: cardKeys.length,
    ...drawAppeal(rng),
    skus,
    images: productImages(lookOf('giftCard', rng), skus, rng),
    is_virtual: true,
    limits: card.limits,
    card_keys: cardKeys,
    created_days_ago: listedDaysAgo(shop, rng),
  };
}
