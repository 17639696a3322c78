import { buildCardProduct } from './build-card-product.ts';
import { buildProduct, type ProductDraft } from './build-product.ts';
import { buildShops } from './build-shops.ts';
import { allCategoryLines } from './lines/all-categories.ts';
import { type CardProduct, cardProducts } from './lines/card-products.ts';
import { seededRng } from './prng.ts';
import { brandedDrafts, foreignLanguageDrafts } from './product-drafts.ts';
import type { DemoCatalog, DemoShop } from './types.ts';

// Changing the seed reshuffles the whole demo shop, which breaks screenshots and e2e expectations.
const catalogSeed = 20_240_611;
const brandedPerCategory = 33;

type Listing = { draft: ProductDraft } | { card: CardProduct; shop: DemoShop };

export function demoCatalog(): DemoCatalog {
  const rng = seededRng(catalogSeed);
  const shops = buildShops(rng);
  const takenNames = new Set<string>();
  const drafts = [
    ...allCategoryLines.flatMap((lines) => brandedDrafts(lines, shops, brandedPerCategory, rng, takenNames)),
    ...foreignLanguageDrafts(shops, rng),
  ];
  const cardShops = shops.filter((shop) => shop.profile.sellsCards);
  const cardListings = cardProducts.map((card, i) => {
    const shop = cardShops[i % cardShops.length];
    if (!shop) throw new Error('no shop sells card products');
    return { card, shop: shop.demo };
  });
  // mixed so that the first page of any list is not a single category
  const listings: Listing[] = rng.shuffle([...drafts.map((draft) => ({ draft })), ...cardListings]);
  const issuedCardNumbers = new Set<string>();
  const products = listings.map((listing, i) => {
    const key = `p-${String(i + 1).padStart(3, '0')}`;
    return 'draft' in listing
      ? buildProduct(key, listing.draft, rng)
      : buildCardProduct(key, listing.card, listing.shop, rng, issuedCardNumbers);
  });
  return { shops: shops.map((shop) => shop.demo), products };
}
