import type { ProductDraft } from './build-product.ts';
import type { Shop } from './build-shops.ts';
import { foreignLanguageProducts } from './lines/foreign-language.ts';
import type { CategoryLines, ProductLine } from './lines/product-line.ts';
import type { Rng } from './prng.ts';
import { lookOf } from './product-images.ts';

const intros: ((product: string, shop: string) => string)[] = [
  (product, shop) => `${shop} ships the ${product} from its own warehouse, usually within two days.`,
  (product, shop) => `The ${product}, picked by ${shop} for everyday use and backed by a 30-day return.`,
  (product, shop) => `One of the most-asked-for items at ${shop}: the ${product}.`,
];

const closings = [
  'In the box: the item as described and a printed quick-start guide.',
  'Not sure about size or compatibility? Ask the shop before you buy.',
  undefined,
];

function brandedName(brand: string, line: ProductLine, rng: Rng): string {
  const before = line.before && rng.chance(0.9) ? rng.pick(line.before) : null;
  const after = line.after && rng.chance(0.65) ? rng.pick(line.after) : null;
  return [brand, before, line.type, after].filter((part) => part !== null).join(' ');
}

function uniqueName(brands: string[], line: ProductLine, rng: Rng, taken: Set<string>): string {
  for (let attempt = 0; attempt < 30; attempt++) {
    const name = brandedName(rng.pick(brands), line, rng);
    if (!taken.has(name)) return name;
  }
  let edition = 2;
  const name = brandedName(rng.pick(brands), line, rng);
  while (taken.has(`${name} Gen ${edition}`)) edition++;
  return `${name} Gen ${edition}`;
}

// Each line of the category appears before any line repeats, and sellers take turns.
export function brandedDrafts(
  category: CategoryLines,
  shops: Shop[],
  count: number,
  rng: Rng,
  taken: Set<string>,
): ProductDraft[] {
  const sellers = rng.shuffle(shops.filter((shop) => shop.profile.categories.includes(category.category)));
  const lines: ProductLine[] = [];
  while (lines.length < count) lines.push(...rng.shuffle(category.lines));
  return lines.slice(0, count).map((line, i) => {
    const seller = sellers[i % sellers.length];
    if (!seller) throw new Error(`no shop sells ${category.category}`);
    const name = uniqueName(category.brands, line, rng, taken);
    taken.add(name);
    return {
      category: category.category,
      shop: seller.demo,
      name,
      intro: rng.pick(intros)(name, seller.demo.name),
      features: rng.shuffle(line.features).slice(0, 3),
      closing: rng.pick(closings),
      look: lookOf(line.model, rng),
      price: line.price,
      options: line.options ?? [],
    };
  });
}

export function foreignLanguageDrafts(shops: Shop[], rng: Rng): ProductDraft[] {
  return foreignLanguageProducts.map((product) => {
    const seller = shops.find((shop) => shop.profile.lang === product.lang);
    if (!seller) throw new Error(`no shop lists products in ${product.lang}`);
    return {
      category: product.category,
      shop: seller.demo,
      name: product.name,
      intro: product.blurb,
      features: product.features,
      look: lookOf(product.model, rng),
      price: product.price,
      options: product.options ?? [],
    };
  });
}
