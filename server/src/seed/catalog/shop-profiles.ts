import type { CategorySlug } from '@crossbay/contract/catalog';
import type { ProductLanguage } from './lines/foreign-language.ts';
import type { ImageShape } from './types.ts';

export type ShopProfile = {
  name: string;
  description: string;
  // the categories whose branded products this shop lists
  categories: CategorySlug[];
  // the shop that lists the products written in this language
  lang?: ProductLanguage;
  sellsCards?: boolean;
  shape: ImageShape;
};

export const shopProfiles: ShopProfile[] = [
  {
    name: 'Nordic Byte Electronics',
    description: 'Monitors, keyboards and home tech, tested in our Oslo workshop before they ship.',
    categories: ['computer', 'electrical'],
    shape: 'laptop',
  },
  {
    name: 'Circuit Harbour',
    description: 'Laptops, phones and the cables that make them work, shipped from Singapore.',
    categories: ['computer', 'mobile_phone'],
    shape: 'monitor',
  },
  {
    name: 'Voltline Home Appliances',
    description: 'Small appliances for busy kitchens and tidy homes, with two-year cover.',
    categories: ['electrical', 'family'],
    shape: 'plug',
  },
  {
    name: 'Pocketwave Mobile',
    description: 'Unlocked phones and accessories for every network, from a team of phone nerds.',
    categories: ['mobile_phone', 'electrical'],
    shape: 'phone',
  },
  {
    name: 'Summit Trail Outfitters',
    description: 'Tents, packs and headlamps chosen by people who actually sleep outside.',
    categories: ['outdoors'],
    shape: 'tent',
  },
  {
    name: 'Basecamp Supply Co.',
    description: 'Hard-wearing outdoor kit and workwear for weekends that go off the map.',
    categories: ['outdoors', 'mens_clothing'],
    shape: 'bag',
  },
  {
    name: 'Tidewater Surf & Sport',
    description: 'Beach, surf and fitness gear from a little shop on the Gold Coast.',
    categories: ['outdoors', 'health'],
    shape: 'ball',
  },
  {
    name: 'Maison Lune Boutique',
    description: 'Dresses, knits and bags with a Parisian eye, in sizes XS to L.',
    categories: ['womens_clothing'],
    shape: 'dress',
  },
  {
    name: 'Urban Thread Menswear',
    description: 'Everyday menswear that fits: tees, denim and jackets cut for real bodies.',
    categories: ['mens_clothing'],
    shape: 'shirt',
  },
  {
    name: 'Velvet Row Fashion',
    description: 'His and hers wardrobe staples at outlet prices, new drops every Friday.',
    categories: ['womens_clothing', 'mens_clothing'],
    shape: 'bag',
  },
  {
    name: 'Little Oak Toy Company',
    description: 'Wooden toys, puzzles and games that last long enough to hand down.',
    categories: ['toys', 'family'],
    shape: 'bear',
  },
  {
    name: 'Pixel Playground',
    description: 'Drones, RC cars, robotics kits and desk gear for curious kids and grown-ups.',
    categories: ['toys', 'computer'],
    shape: 'box',
  },
  {
    name: 'Green Basket Grocer',
    description: 'Pantry staples, coffee and tea sourced from small producers.',
    categories: ['food'],
    shape: 'leaf',
  },
  {
    name: 'Spice Route Pantry',
    description: 'Oils, honey, teas and wellness foods from markets along the old spice routes.',
    categories: ['food', 'health'],
    shape: 'bottle',
  },
  {
    name: 'Harvest Lane Snacks',
    description: 'Nuts, chocolate and noodles by the case for offices and hungry households.',
    categories: ['food'],
    shape: 'box',
  },
  {
    name: 'Vital Leaf Pharmacy',
    description: 'Vitamins, skincare and health monitors from a licensed online pharmacy.',
    categories: ['health'],
    shape: 'heart',
  },
  {
    name: 'Peak Form Nutrition',
    description: 'Protein, recovery tools and trail fuel for athletes of every level.',
    categories: ['health', 'outdoors'],
    shape: 'bottle',
  },
  {
    name: 'Hearthstone Living',
    description: 'Bedding, towels and kitchen gear for a warm, well-run home.',
    categories: ['family', 'electrical'],
    shape: 'heart',
  },
  {
    name: 'Cozy Nest Family Store',
    description: 'Strollers, lunch boxes and toys that make family life a little easier.',
    categories: ['family', 'toys'],
    shape: 'bear',
  },
  {
    name: 'Copper Pot Kitchenware',
    description: 'Cookware and knives picked by chefs, with lifetime sharpening tips.',
    categories: ['family'],
    shape: 'cup',
  },
  {
    name: 'Atlas Crossborder Outlet',
    description: 'End-of-line electronics and homeware from brands around the world.',
    categories: ['electrical', 'family', 'mobile_phone'],
    shape: 'store',
  },
  {
    name: 'Level Up Game Cards',
    description: 'Game top-ups and gift cards, codes delivered the second you pay.',
    categories: [],
    sellsCards: true,
    shape: 'card',
  },
  {
    name: 'Cardlane Digital',
    description: 'Streaming, music, storage and mobile top-up codes, always in stock.',
    categories: [],
    sellsCards: true,
    shape: 'card',
  },
  {
    name: 'Jade Harbour Trading',
    description: 'Phones, homeware and fashion shipped direct from Shenzhen and Yiwu.',
    categories: ['mobile_phone', 'family'],
    lang: 'zh',
    shape: 'phone',
  },
  {
    name: 'Siam Market Bangkok',
    description: 'Thai snacks, herbal balms, latex pillows and sportswear from Bangkok.',
    categories: ['food'],
    lang: 'th',
    shape: 'store',
  },
  {
    name: 'Sakura Select Tokyo',
    description: 'Japanese sweets, gadgets and plush toys, packed with care in Tokyo.',
    categories: ['food', 'toys'],
    lang: 'ja',
    shape: 'heart',
  },
  {
    name: 'Al Noor Souq',
    description: 'Perfumes, dates and modest fashion from the souqs of Dubai.',
    categories: ['health'],
    lang: 'ar',
    shape: 'bottle',
  },
  {
    name: 'Taiga Trading House',
    description: 'Thermoses, teas, warm hats and nesting dolls from Saint Petersburg.',
    categories: ['outdoors'],
    lang: 'ru',
    shape: 'cup',
  },
];
