import type { CategorySlug } from '@crossbay/contract/catalog';
import type { ProductModel } from '#server/seed/catalog/drawings/index.ts';

// One choice a buyer makes on the product page (colour, size, capacity…).
// `step` raises the price by that fraction of the base for each value further down the list.
export type OptionAxis = { values: string[]; step?: number };

// A kind of product a category sells; many demo products are drawn from one line.
export type ProductLine = {
  type: string;
  before?: string[];
  after?: string[];
  // USD, the range the base price is drawn from
  price: [number, number];
  // what the pictures show
  model: ProductModel;
  options?: OptionAxis[];
  // 'Heading: text', shown as a bullet with the heading in bold
  features: string[];
};

export type CategoryLines = {
  category: CategorySlug;
  brands: string[];
  lines: ProductLine[];
};
