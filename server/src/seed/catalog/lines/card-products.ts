import type { CategorySlug } from '@crossbay/contract/catalog';
import type { PurchaseLimits } from '#server/seed/catalog/types.ts';

// Virtual goods delivered as a card number and password the moment the order is paid.
export type CardProduct = {
  category: CategorySlug;
  name: string;
  denomination: string;
  price_cents: number;
  limits: PurchaseLimits;
  blurb: string;
};

export const cardProducts: CardProduct[] = [
  {
    category: 'computer',
    name: 'Pixelvault Gift Card $25',
    denomination: 'USD 25 card',
    price_cents: 2500,
    limits: { day: 2, week: 5, month: 10 },
    blurb: 'Spend it on games, add-ons and software in the Pixelvault store.',
  },
  {
    category: 'computer',
    name: 'Starforge Online 1,000 Crystals',
    denomination: '1,000 Crystals',
    price_cents: 1000,
    limits: { day: 3, week: 10, month: 20 },
    blurb: 'Top up your Starforge Online account with 1,000 Crystals for skins and season passes.',
  },
  {
    category: 'computer',
    name: 'Cloudkeep Storage 1-Year Plan 2 TB',
    denomination: '12 months',
    price_cents: 5000,
    limits: { day: null, week: null, month: 1 },
    blurb: 'Two terabytes of encrypted cloud storage for a year, shared with up to five people.',
  },
  {
    category: 'computer',
    name: 'Questline Arena Battle Pass',
    denomination: 'Season pass',
    price_cents: 1000,
    limits: { day: null, week: 2, month: 4 },
    blurb: 'Unlock the current Questline Arena season: 100 reward tiers and exclusive emotes.',
  },
  {
    category: 'mobile_phone',
    name: 'StreamNest Premium 1 Month',
    denomination: '1 month',
    price_cents: 1000,
    limits: { day: 1, week: null, month: 2 },
    blurb: 'Ad-free films and series in HD on two screens at once.',
  },
  {
    category: 'mobile_phone',
    name: 'TuneBox Music 3 Months',
    denomination: '3 months',
    price_cents: 2500,
    limits: { day: null, week: null, month: 3 },
    blurb: 'Eighty million songs, offline downloads and no ads for three months.',
  },
  {
    category: 'mobile_phone',
    name: 'Mobilink Prepaid Top-Up $50',
    denomination: 'USD 50 credit',
    price_cents: 5000,
    limits: { day: 2, week: 5, month: 10 },
    blurb: 'Prepaid credit for calls, texts and data on any Mobilink line.',
  },
  {
    category: 'mobile_phone',
    name: 'Roamly eSIM Asia 10 GB 30 Days',
    denomination: '10 GB / 30 days',
    price_cents: 2500,
    limits: { day: null, week: 2, month: 5 },
    blurb: 'Data in 14 Asian countries; scan the code on arrival and you are online.',
  },
  {
    category: 'toys',
    name: 'Blocktopia 800 Coins',
    denomination: '800 Coins',
    price_cents: 1000,
    limits: { day: 2, week: 5, month: 10 },
    blurb: 'Coins for outfits, pets and worlds in Blocktopia, ask a grown-up before redeeming.',
  },
  {
    category: 'toys',
    name: 'Dragonmere Saga 2,500 Gems',
    denomination: '2,500 Gems',
    price_cents: 2500,
    limits: { day: 1, week: 3, month: 6 },
    blurb: 'Hatch rare dragons and speed up quests with 2,500 Gems.',
  },
  {
    category: 'toys',
    name: 'Playhaven Family Gift Card $50',
    denomination: 'USD 50 card',
    price_cents: 5000,
    limits: { day: null, week: null, month: 2 },
    blurb: 'One card for the whole Playhaven family game library, kids profiles included.',
  },
];
