import type { Rng } from './prng.ts';
import { imageSeed } from './product-images.ts';
import { type ShopProfile, shopProfiles } from './shop-profiles.ts';
import type { DemoShop } from './types.ts';

// The seed inserts the shop; the profile stays behind to decide what the shop sells.
export type Shop = { profile: ShopProfile; demo: DemoShop };

function initials(name: string): string {
  const words = name.split(' ').filter((word) => /^[A-Za-z]/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
}

export function buildShops(rng: Rng): Shop[] {
  return shopProfiles.map((profile, i) => {
    const hue = rng.int(0, 359);
    const demo: DemoShop = {
      key: `m-${String(i + 1).padStart(2, '0')}`,
      name: profile.name,
      description: profile.description,
      logo: { seed: imageSeed(rng), hue, label: initials(profile.name), shape: profile.shape },
      banner: { seed: imageSeed(rng), hue: (hue + 30) % 360, label: profile.name, shape: profile.shape },
      created_days_ago: rng.int(120, 1500),
    };
    return { profile, demo };
  });
}
