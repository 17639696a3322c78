import type { ComponentType } from 'react';
import type { LaterArea } from '#web/i18n/areas.ts';
import { loadAreas } from '#web/i18n/setup.ts';
import type { Chrome } from './route-handle.ts';

type ScreenLoader = () => Promise<ComponentType>;

export type ShopRoute = {
  path: string;
  titleKey: string;
  screen: ScreenLoader;
  chrome?: Chrome;
  keepAlive?: string;
  /**
   * The later areas of strings the screen names besides the first ones (src/i18n/areas.ts), its title included:
   * loaded with its chunk, before it draws. src/i18n/screen-areas.test.ts reads the screen's modules to check them.
   */
  areas?: readonly LaterArea[];
};

/** A route's screen, once its chunk and the strings it names have both come (fetched in parallel). */
export async function loadScreen({ screen, areas = [] }: Pick<ShopRoute, 'screen' | 'areas'>) {
  const [Component] = await Promise.all([screen(), loadAreas(areas)]);
  return Component;
}

/** The router's lazy loader of a route's screen: its chunk and its strings. */
export const screenWithStrings = (route: ShopRoute) => () => loadScreen(route);

const home: ScreenLoader = async () =>
  (await import('#web/features/catalog/screens/home-screen.tsx')).HomeScreen;
const detail: ScreenLoader = async () =>
  (await import('#web/features/catalog/screens/detail-screen.tsx')).DetailScreen;
// A logged-in buyer's bag and order list are drawn by the server too (app/buyer-screens.ts): the app takes them
// over with one chunk, not the later screens' table first.
const bag: ScreenLoader = async () => (await import('#web/features/orders/screens/bag-screen.tsx')).BagScreen;
const myPurchases: ScreenLoader = async () =>
  (await import('#web/features/orders/screens/my-purchases-screen.tsx')).MyPurchasesScreen;

type LaterScreen = keyof typeof import('./later-screens.ts').LATER_SCREENS;

/** A screen of later-screens.ts: that table is loaded first (at once if the app has loaded it already). */
const later =
  (name: LaterScreen): ScreenLoader =>
  async () =>
    (await import('./later-screens.ts')).LATER_SCREENS[name]();

export const notFound = later('notFound');

// spec §2, every row, in its order. Keep-alive per docs/decisions/0009: Home, Explore, Bag and Filter.
export const SHOP_ROUTES: ShopRoute[] = [
  { path: '/home', titleKey: 'routes.home', screen: home, chrome: 'brand', keepAlive: 'home' },
  { path: '/code', titleKey: 'routes.home', screen: home, chrome: 'brand', keepAlive: 'home' },
  {
    path: '/explore',
    titleKey: 'routes.explore',
    screen: later('explore'),
    chrome: 'tab',
    keepAlive: 'explore',
  },
  {
    path: '/bag',
    titleKey: 'routes.bag',
    screen: bag,
    chrome: 'tab',
    keepAlive: 'bag',
    areas: ['discover', 'orders', 'validation'],
  },
  { path: '/order', titleKey: 'routes.order', screen: later('orderRedirect') },
  {
    path: '/orderInfo/:id?',
    titleKey: 'routes.orderInfo',
    screen: later('orderInfo'),
    areas: ['orders', 'validation'],
  },
  {
    path: '/comment',
    titleKey: 'routes.comment',
    screen: later('comment'),
    areas: ['after-sales', 'validation'],
  },
  {
    path: '/refund/:id?/:sn?/:product_ids?/:amount?',
    titleKey: 'routes.refund',
    screen: later('refund'),
    areas: ['after-sales', 'validation'],
  },
  {
    path: '/checkout',
    titleKey: 'routes.checkout',
    screen: later('checkout'),
    areas: ['address-form', 'orders', 'validation'],
  },
  // spec §2: /myPurchases without a status is the order list on "all"; the Me tab has its own path.
  {
    path: '/myPurchases/:status?',
    titleKey: 'routes.myPurchases',
    screen: myPurchases,
    chrome: 'tab',
    areas: ['discover', 'orders', 'validation'],
  },
  {
    path: '/me',
    titleKey: 'tabs.me',
    screen: later('me'),
    chrome: 'tab',
    areas: ['catalog-lists', 'discover', 'orders', 'wallet', 'account-screens'],
  },
  { path: '/cards', titleKey: 'orders.cards.title', screen: later('cardKeys'), areas: ['orders'] },
  { path: '/language', titleKey: 'routes.language', screen: later('language') },
  {
    path: '/notification',
    titleKey: 'routes.notification',
    screen: later('notification'),
    areas: ['account-screens'],
  },
  {
    path: '/profile',
    titleKey: 'routes.profile',
    screen: later('profile'),
    areas: ['account-screens', 'validation'],
  },
  {
    path: '/forgotPassword',
    titleKey: 'routes.forgotPassword',
    screen: later('forgotPassword'),
    areas: ['account-screens', 'validation'],
  },
  {
    path: '/changePassword',
    titleKey: 'routes.changePassword',
    screen: later('changePassword'),
    areas: ['account-screens', 'validation'],
  },
  {
    path: '/changePayPwd',
    titleKey: 'routes.changePayPwd',
    screen: later('changePayPwd'),
    areas: ['account-screens', 'validation'],
  },
  {
    path: '/passwords',
    titleKey: 'routes.passwords',
    screen: later('passwords'),
    areas: ['account-screens'],
  },
  {
    path: '/helpAndSupport',
    titleKey: 'routes.helpAndSupport',
    screen: later('helpAndSupport'),
    areas: ['account-screens'],
  },
  {
    path: '/withDraw',
    titleKey: 'routes.withDraw',
    screen: later('withDraw'),
    areas: ['wallet', 'validation'],
  },
  {
    path: '/depositRecord',
    titleKey: 'routes.depositRecord',
    screen: later('depositRecord'),
    areas: ['wallet'],
  },
  { path: '/topUp', titleKey: 'routes.topUp', screen: later('topUp'), areas: ['wallet'] },
  {
    path: '/walletTopUp',
    titleKey: 'routes.walletTopUp',
    screen: later('walletTopUp'),
    areas: ['wallet', 'validation'],
  },
  {
    path: '/cardTopUp',
    titleKey: 'routes.cardTopUp',
    screen: later('cardTopUp'),
    areas: ['wallet', 'validation'],
  },
  { path: '/topUpRecord', titleKey: 'routes.topUpRecord', screen: later('topUpRecord'), areas: ['wallet'] },
  {
    path: '/capitalRecord',
    titleKey: 'routes.capitalRecord',
    screen: later('capitalRecord'),
    areas: ['wallet', 'validation'],
  },
  { path: '/discount', titleKey: 'wallet.discount.title', screen: later('discount'), areas: ['wallet'] },
  { path: '/vouchers', titleKey: 'wallet.vouchers.title', screen: later('vouchers'), areas: ['wallet'] },
  {
    path: '/myFavourite',
    titleKey: 'routes.myFavourite',
    screen: later('myFavourite'),
    areas: ['catalog-lists'],
  },
  {
    path: '/payment',
    titleKey: 'routes.payment',
    screen: later('payment'),
    areas: ['orders', 'wallet', 'account-screens'],
  },
  { path: '/security', titleKey: 'routes.security', screen: later('security'), areas: ['account-screens'] },
  {
    path: '/devices',
    titleKey: 'routes.devices',
    screen: later('devices'),
    areas: ['account-screens', 'validation'],
  },
  {
    path: '/myData',
    titleKey: 'accountScreens.menu.myData',
    screen: later('myData'),
    areas: ['account-screens'],
  },
  {
    path: '/closeAccount',
    titleKey: 'accountScreens.menu.closeAccount',
    screen: later('closeAccount'),
    areas: ['account-screens', 'validation'],
  },
  { path: '/heart', titleKey: 'routes.heart', screen: later('heart'), areas: ['catalog-lists'] },
  {
    path: '/filter',
    titleKey: 'routes.filter',
    screen: later('filter'),
    keepAlive: 'filter',
    areas: ['catalog-lists', 'validation'],
  },
  { path: '/setting', titleKey: 'routes.setting', screen: later('setting'), areas: ['account-screens'] },
  {
    path: '/noticeSettings',
    titleKey: 'routes.noticeSettings',
    screen: later('noticeSettings'),
    areas: ['account-screens', 'validation'],
  },
  {
    path: '/search',
    titleKey: 'routes.search',
    screen: later('search'),
    keepAlive: 'search',
    areas: ['discover', 'validation'],
  },
  { path: '/popular', titleKey: 'routes.popular', screen: later('popular'), keepAlive: 'popular' },
  { path: '/detail/:product?/:mer?', titleKey: 'routes.detail', screen: detail, areas: ['discover'] },
  {
    path: '/login',
    titleKey: 'routes.login',
    screen: later('login'),
    areas: ['account-screens', 'validation'],
  },
  {
    path: '/register',
    titleKey: 'routes.register',
    screen: later('register'),
    areas: ['account-screens', 'validation'],
  },
  { path: '/platform', titleKey: 'routes.platform', screen: later('platform'), areas: ['account-screens'] },
  { path: '/merchant', titleKey: 'routes.merchant', screen: later('seller'), areas: ['account-screens'] },
  { path: '/seller', titleKey: 'routes.seller', screen: later('seller'), areas: ['account-screens'] },
  { path: '/law', titleKey: 'routes.law', screen: later('law') },
  {
    path: '/address',
    titleKey: 'routes.address',
    screen: later('address'),
    areas: ['address-form', 'account-screens'],
  },
  {
    path: '/addressForm/:id?',
    titleKey: 'routes.addressForm',
    screen: later('addressForm'),
    areas: ['address-form', 'account-screens', 'validation'],
  },
  {
    path: '/shop/:id?',
    titleKey: 'routes.shop',
    screen: later('shop'),
    keepAlive: 'shop',
    areas: ['catalog-lists', 'validation'],
  },
  {
    path: '/products',
    titleKey: 'routes.products',
    screen: later('products'),
    keepAlive: 'products',
    areas: ['catalog-lists', 'validation'],
  },
  { path: '/service', titleKey: 'routes.service', screen: later('service'), areas: ['account-screens'] },
  {
    path: '/complaint/:id?',
    titleKey: 'routes.complaint',
    screen: later('complaint'),
    areas: ['after-sales', 'validation'],
  },
  {
    path: '/platformComplaint',
    titleKey: 'routes.platformComplaint',
    screen: later('platformComplaint'),
    areas: ['after-sales', 'validation'],
  },
  {
    path: '/consult/:product_id?/:mch_id?',
    titleKey: 'routes.consult',
    screen: later('consult'),
    areas: ['after-sales', 'validation'],
  },
  {
    path: '/consult/list',
    titleKey: 'routes.consultList',
    screen: later('consultList'),
    areas: ['after-sales'],
  },
  {
    path: '/consult/detail/:id?',
    titleKey: 'routes.consultDetail',
    screen: later('consultDetail'),
    areas: ['after-sales', 'validation'],
  },
];
