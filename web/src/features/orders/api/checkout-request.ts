/** What the checkout screen asks the server to price and create; amounts as typed ("12.50"). */
export type CheckoutLine = { sku_id: number; quantity: number };

export type CheckoutRequest = {
  items: CheckoutLine[];
  address_id?: number;
  promo_code?: string;
  discount?: string;
};
