import type { CardKey } from '#server/seed/catalog/types.ts';
import type { DemoBuyerProfile } from './demo-buyers.ts';

export type PlannedLine = { product: string; sku: number; quantity: number };
export type PlannedReview = {
  at: number;
  product_score: number;
  service_score: number;
  postage_score: number;
  content: string;
};
/** One checkout at one shop and what happened to it up to now; a step still in the future is absent. */
export type PlannedOrder = {
  buyer: number;
  virtual: boolean;
  placed: number;
  paid: number;
  // what the checkout costs, priced as the server prices it; money added first when the balance is short
  total: number;
  topUp: number;
  shipped?: { at: number; company: string; tracking: string };
  received?: { at: number; by: 'buyer' | 'sweep' };
  review?: PlannedReview;
  completedBySweep?: number;
  lines: PlannedLine[];
};
export type PlannedBuyer = { profile: DemoBuyerProfile; joined: number };
export type DemoHistory = {
  buyers: PlannedBuyer[];
  orders: PlannedOrder[];
  follows: { buyer: number; shop: string; at: number }[];
  views: { buyer: number; product: string; at: number }[];
  // units sold per product, per SKU in the catalog's order: the seed stocks these on top
  sold: Map<string, number[]>;
  // the card keys the history sells, beyond the catalog's unsold ones
  soldKeys: Map<string, CardKey[]>;
};
