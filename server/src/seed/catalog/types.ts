import type { CategorySlug } from '@crossbay/contract/catalog';
import type { ProductPicture } from './drawings/picture.ts';

export type ImageShape =
  | 'circle'
  | 'rect'
  | 'phone'
  | 'laptop'
  | 'monitor'
  | 'headphones'
  | 'plug'
  | 'bottle'
  | 'cup'
  | 'shirt'
  | 'dress'
  | 'shoe'
  | 'bag'
  | 'box'
  | 'tent'
  | 'ball'
  | 'bear'
  | 'card'
  | 'leaf'
  | 'heart'
  | 'store';

// A recipe for a picture, not the picture: the seed turns it into WebP bytes with drawImage.
export type DemoImage = { seed: number; hue: number; label: string; shape: ImageShape };

export type DemoSku = { spec: string; price_cents: number; stock: number };

export type PurchaseLimits = { day: number | null; week: number | null; month: number | null };

export type CardKey = { number: string; password: string };

export type DemoProduct = {
  key: string;
  shop_key: string;
  category: CategorySlug;
  name: string;
  // only <p>, <ul>, <li> and <strong>
  description_html: string;
  // the lowest SKU price
  price_cents: number;
  // the list price when discounted, always above price_cents
  original_price_cents: number | null;
  // shop cost, below price_cents; never shown to buyers
  cost_cents: number;
  // the sum of SKU stock once the demo history has sold its units
  stock: number;
  // what the demo history makes of it (product-activity.ts); the product has no sales or views of its own
  demand: number;
  browsing: number;
  skus: DemoSku[];
  images: ProductPicture[];
  is_virtual: boolean;
  // virtual products only
  limits: PurchaseLimits | null;
  // virtual products only; stock equals their count (the history adds the keys it sells)
  card_keys: CardKey[];
  created_days_ago: number;
};

export type DemoShop = {
  key: string;
  name: string;
  description: string;
  logo: DemoImage;
  banner: DemoImage;
  created_days_ago: number;
};

export type DemoCatalog = { shops: DemoShop[]; products: DemoProduct[] };
