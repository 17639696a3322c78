import type { CheckoutLine } from './checkout.ts';

// The lines to check out travel in the address (`?items=12:1,15:2`), so a reload or a trip to the
// address form and back keeps them; "buy now" from a product uses `?sku=<id>&qty=<n>`. Written and read only
// here: the app and the browser tests build these links with the same functions.
export function checkoutPath(lines: CheckoutLine[]): string {
  return `/checkout?items=${lines.map((line) => `${line.sku_id}:${line.quantity}`).join(',')}`;
}

/** "Buy now": one spec straight to checkout, the bag left as it is. */
export function buyNowPath(skuId: number, quantity = 1): string {
  return `/checkout?sku=${skuId}&qty=${quantity}`;
}

function positive(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value > 0 ? value : null;
}

/** Lines chosen in the bag leave it when ordered; "buy now" leaves the bag as it is. */
export function checkoutFromBag(search: URLSearchParams): boolean {
  return positive(search.get('sku')) === null;
}

export function checkoutLines(search: URLSearchParams): CheckoutLine[] {
  const sku = positive(search.get('sku'));
  if (sku !== null) return [{ sku_id: sku, quantity: positive(search.get('qty')) ?? 1 }];
  const lines: CheckoutLine[] = [];
  for (const part of (search.get('items') ?? '').split(',')) {
    const [id, quantity] = part.split(':');
    const skuId = positive(id);
    if (skuId !== null && !lines.some((line) => line.sku_id === skuId)) {
      lines.push({ sku_id: skuId, quantity: positive(quantity) ?? 1 });
    }
  }
  return lines;
}
