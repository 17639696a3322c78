import type { CategorySlug } from '@crossbay/contract/catalog';
import type { ImageShape } from '../types.ts';

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
  shape: ImageShape;
  options?: OptionAxis[];
  // 'Heading: text', shown as a bullet with the heading in bold
  features: string[];
};

export type CategoryLines = {
  category: CategorySlug;
  hue: number;
  brands: string[];
  lines: ProductLine[];
};
