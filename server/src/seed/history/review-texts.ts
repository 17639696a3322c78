import type { CategorySlug } from '@crossbay/contract/catalog';
import type { Rng } from '#server/seed/catalog/prng.ts';

// What a buyer says about the product itself, by product type and by how they scored it. Review
// text is buyers' own words, so it stays in the language they wrote it in (English here).
type Said = { good: string[]; mixed: string[]; poor: string[] };

const ABOUT: Record<CategorySlug | 'card', Said> = {
  computer: {
    good: [
      'Fast, quiet and the setup took five minutes.',
      'Works perfectly with my laptop, no drivers needed.',
      'Build quality is better than I expected for the price.',
      'Keys feel solid and the battery lasts all week.',
      'Exactly the model in the listing, sealed box.',
      'Runs cool even under load. Very happy.',
      'Plugged it in and it just worked on Windows and Mac.',
      'Screen is sharp and the colours look right out of the box.',
    ],
    mixed: [
      'Does the job, but the cable is shorter than I hoped.',
      'Works fine, the software is a bit clunky.',
      'Good value, a little louder than described.',
    ],
    poor: [
      'Stopped connecting after two weeks.',
      'One of the ports was loose when it arrived.',
      'Much slower than the listing suggests.',
    ],
  },
  electrical: {
    good: [
      'Heats up quickly and feels safe to use.',
      'Strong and quiet, better than my old one.',
      'Plug fits our sockets, no adapter needed.',
      'Easy to clean and looks nice on the counter.',
      'Powerful for its size, exactly as described.',
      'Instructions were clear and it worked first time.',
      'Uses less power than my previous model.',
    ],
    mixed: [
      'Works well but the cord is short.',
      'Decent, though it is louder than I expected.',
      'Fine for the price, the buttons feel cheap.',
    ],
    poor: [
      'Smelled of burning plastic on first use.',
      'The switch broke within a month.',
      'Much weaker than described.',
    ],
  },
  outdoors: {
    good: [
      'Took it on a weekend hike and it held up great.',
      'Light, packs small and survived a rainy night.',
      'Sturdy and well stitched, worth every cent.',
      'Set up in minutes even on my own.',
      'Kept everything dry in a heavy downpour.',
      'Comfortable to carry all day.',
      'Feels tough enough for years of trips.',
    ],
    mixed: [
      'Good quality but heavier than the listing says.',
      'Does the job, the zip is a bit stiff.',
      'Nice, though the colour is darker than the photos.',
    ],
    poor: [
      'A seam started leaking on the first trip.',
      'One of the buckles snapped on day one.',
      'Far flimsier than it looks in the pictures.',
    ],
  },
  family: {
    good: [
      'Looks lovely in our kitchen and washes easily.',
      'Good quality, the whole family uses it daily.',
      'Keeps drinks hot for hours, as promised.',
      'Solid, well made and the size is just right.',
      'Bought one for my mother too.',
      'Exactly like the photos, nicely packed.',
      'Practical and easy to store.',
    ],
    mixed: [
      'Nice but smaller than I imagined.',
      'Works, the lid does not close perfectly.',
      'Good value, a slight scratch on the side.',
    ],
    poor: [
      'Arrived cracked.',
      'The coating started peeling after a few washes.',
      'Not the colour that was shown.',
    ],
  },
  health: {
    good: [
      'Noticeable difference after a couple of weeks.',
      'Gentle on my skin, no irritation at all.',
      'Easy to use and the results are accurate.',
      'Sealed, long expiry date, exactly as described.',
      'Comfortable, I use it every evening now.',
      'Second order, still great.',
    ],
    mixed: [
      'Works okay, the smell is quite strong.',
      'Fine, but the readings vary a little.',
      'Good product, the packaging was dented.',
    ],
    poor: [
      'Expiry date was only two months away.',
      'Gave me a rash, had to stop using it.',
      'Readings are way off compared to my doctor’s.',
    ],
  },
  mens_clothing: {
    good: [
      'Fits true to size, fabric feels good.',
      'Great cut and the colour is exactly as shown.',
      'Washed it twice, no shrinking.',
      'Comfortable all day, ordering another colour.',
      'Stitching is neat, looks more expensive than it was.',
      'Size chart was accurate, perfect fit.',
      'Soft material and it keeps its shape.',
    ],
    mixed: [
      'Nice fabric but the sleeves run long.',
      'Good, though the colour is a shade lighter.',
      'Fits a bit tight, order one size up.',
    ],
    poor: [
      'Shrank a full size after the first wash.',
      'Loose threads everywhere.',
      'The fabric is much thinner than pictured.',
    ],
  },
  womens_clothing: {
    good: [
      'Beautiful fit and the fabric drapes nicely.',
      'True to size, I got so many compliments.',
      'Colour is even prettier in person.',
      'Comfortable and flattering, buying another.',
      'Well made, lined, no see-through.',
      'Fits like the size chart said. Love it.',
      'Soft, breathable and perfect for summer.',
    ],
    mixed: [
      'Pretty, but runs small around the shoulders.',
      'Nice dress, a bit wrinkled from shipping.',
      'Good quality, colour slightly different.',
    ],
    poor: [
      'The zip broke the second time I wore it.',
      'Nothing like the photos, very thin fabric.',
      'Sizing is way off.',
    ],
  },
  food: {
    good: [
      'Fresh and tasty, well within its date.',
      'Delicious, my kids finished it in a day.',
      'Great flavour, nicely sealed packs.',
      'Exactly the brand I was looking for.',
      'Tastes like the one I had abroad.',
      'Good portion sizes, will reorder.',
      'Arrived well packed, nothing crushed.',
    ],
    mixed: [
      'Tasty but a little too sweet for me.',
      'Fine, one pack was slightly crushed.',
      'Okay, the date was closer than I hoped.',
    ],
    poor: ['Two bags were open when it arrived.', 'Tasted stale.', 'Best-before date had nearly passed.'],
  },
  mobile_phone: {
    good: [
      'Charges fast and the battery lasts a full day.',
      'Fits my phone perfectly, buttons still easy to press.',
      'Genuine product, checked the serial number.',
      'Screen protector went on without bubbles.',
      'Sound is clear and pairing was instant.',
      'Great camera for the price.',
      'Holds a charge for days.',
    ],
    mixed: [
      'Works, but charging is slower than advertised.',
      'Good case, slightly slippery.',
      'Fine, the box was already opened.',
    ],
    poor: [
      'Stopped charging after a week.',
      'Does not fit the model it says it fits.',
      'Bluetooth keeps dropping.',
    ],
  },
  toys: {
    good: [
      'My son has not put it down since it arrived.',
      'Safe materials, no sharp edges, great gift.',
      'Bright colours and sturdy enough for toddlers.',
      'Kept the kids busy all weekend.',
      'Bought it for my niece, she loves it.',
      'Good quality, all pieces were in the box.',
      'Batteries included, worked right away.',
    ],
    mixed: [
      'Cute, but smaller than in the pictures.',
      'Fun, the instructions are hard to follow.',
      'Nice toy, a bit noisy.',
    ],
    poor: [
      'A piece was missing.',
      'Broke within an hour of play.',
      'Strong chemical smell, we threw it away.',
    ],
  },
  card: {
    good: [
      'Code arrived right after payment and redeemed fine.',
      'Instant delivery, worked on the first try.',
      'Cheaper than the official store and it worked.',
      'Redeemed in seconds, will buy again.',
      'Code and password were both valid.',
      'Third time buying here, always works.',
    ],
    mixed: [
      'Worked, but I had to switch my account region first.',
      'Fine, the redeem steps could be clearer.',
    ],
    poor: [
      'The first code said already used, support sorted it later.',
      'Took me ages to figure out how to redeem it.',
    ],
  },
};

// What a buyer adds about delivery and the shop.
const DELIVERY: Record<keyof Said, string[]> = {
  good: [
    'Arrived earlier than expected.',
    'Well packed, no damage.',
    'Delivery took about a week.',
    'The seller answered my question quickly.',
    'Tracking updated every day.',
    'Fast shipping.',
    'Would buy from this shop again.',
    'Thank you!',
  ],
  mixed: [
    'Shipping took almost two weeks.',
    'The box was a bit battered.',
    'Tracking did not update for days.',
  ],
  poor: [
    'Slow delivery and no reply from the seller.',
    'The box was crushed.',
    'Took nearly three weeks to arrive.',
  ],
};

const bucket = (score: number): keyof Said => (score >= 4 ? 'good' : score === 3 ? 'mixed' : 'poor');

/** A short review a buyer of this kind of product might write with these scores. */
export function reviewText(
  kind: CategorySlug | 'card',
  productScore: number,
  serviceScore: number,
  rng: Rng,
): string {
  const about = rng.pick(ABOUT[kind][bucket(productScore)]);
  if (kind === 'card' || rng.chance(0.45)) return about;
  const delivery = rng.pick(DELIVERY[bucket(serviceScore)]);
  return rng.chance(0.2) ? `${delivery} ${about}` : `${about} ${delivery}`;
}
