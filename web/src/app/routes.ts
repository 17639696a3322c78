import type { ComponentType } from 'react';
import type { Chrome } from './route-handle.ts';

type ScreenLoader = () => Promise<ComponentType>;

export type ShopRoute = {
  path: string;
  titleKey: string;
  screen: ScreenLoader;
  chrome?: Chrome;
  keepAlive?: string;
};

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
  { path: '/bag', titleKey: 'routes.bag', screen: bag, chrome: 'tab', keepAlive: 'bag' },
  { path: '/order', titleKey: 'routes.order', screen: later('orderRedirect') },
  { path: '/orderInfo/:id?', titleKey: 'routes.orderInfo', screen: later('orderInfo') },
  { path: '/comment', titleKey: 'routes.comment', screen: later('comment') },
  { path: '/refund/:id?/:sn?/:product_ids?/:amount?', titleKey: 'routes.refund', screen: later('refund') },
  { path: '/checkout', titleKey: 'routes.checkout', screen: later('checkout') },
  // spec §2: /myPurchases without a status is the order list on "all"; the Me tab has its own path.
  {
    path: '/myPurchases/:status?',
    titleKey: 'routes.myPurchases',
    screen: myPurchases,
    chrome: 'tab',
  },
  { path: '/me', titleKey: 'tabs.me', screen: later('me'), chrome: 'tab' },
  { path: '/cards', titleKey: 'orders.cards.title', screen: later('cardKeys') },
  { path: '/language', titleKey: 'routes.language', screen: later('language') },
  { path: '/notification', titleKey: 'routes.notification', screen: later('notification') },
  { path: '/profile', titleKey: 'routes.profile', screen: later('profile') },
  { path: '/forgotPassword', titleKey: 'routes.forgotPassword', screen: later('forgotPassword') },
  { path: '/changePassword', titleKey: 'routes.changePassword', screen: later('changePassword') },
  { path: '/changePayPwd', titleKey: 'routes.changePayPwd', screen: later('changePayPwd') },
  { path: '/passwords', titleKey: 'routes.passwords', screen: later('passwords') },
  { path: '/helpAndSupport', titleKey: 'routes.helpAndSupport', screen: later('helpAndSupport') },
  { path: '/withDraw', titleKey: 'routes.withDraw', screen: later('withDraw') },
  { path: '/depositRecord', titleKey: 'routes.depositRecord', screen: later('depositRecord') },
  { path: '/topUp', titleKey: 'routes.topUp', screen: later('topUp') },
  { path: '/walletTopUp', titleKey: 'routes.walletTopUp', screen: later('walletTopUp') },
  { path: '/cardTopUp', titleKey: 'routes.cardTopUp', screen: later('cardTopUp') },
  { path: '/topUpRecord', titleKey: 'routes.topUpRecord', screen: later('topUpRecord') },
  { path: '/capitalRecord', titleKey: 'routes.capitalRecord', screen: later('capitalRecord') },
  { path: '/discount', titleKey: 'wallet.discount.title', screen: later('discount') },
  { path: '/vouchers', titleKey: 'wallet.vouchers.title', screen: later('vouchers') },
  { path: '/myFavourite', titleKey: 'routes.myFavourite', screen: later('myFavourite') },
  { path: '/payment', titleKey: 'routes.payment', screen: later('payment') },
  { path: '/security', titleKey: 'routes.security', screen: later('security') },
  { path: '/devices', titleKey: 'routes.devices', screen: later('devices') },
  { path: '/heart', titleKey: 'routes.heart', screen: later('heart') },
  { path: '/filter', titleKey: 'routes.filter', screen: later('filter'), keepAlive: 'filter' },
  { path: '/setting', titleKey: 'routes.setting', screen: later('setting') },
  { path: '/noticeSettings', titleKey: 'routes.noticeSettings', screen: later('noticeSettings') },
  { path: '/search', titleKey: 'routes.search', screen: later('search'), keepAlive: 'search' },
  { path: '/popular', titleKey: 'routes.popular', screen: later('popular'), keepAlive: 'popular' },
  { path: '/detail/:product?/:mer?', titleKey: 'routes.detail', screen: detail },
  { path: '/login', titleKey: 'routes.login', screen: later('login') },
  { path: '/register', titleKey: 'routes.register', screen: later('register') },
  { path: '/platform', titleKey: 'routes.platform', screen: later('platform') },
  { path: '/merchant', titleKey: 'routes.merchant', screen: later('seller') },
  { path: '/seller', titleKey: 'routes.seller', screen: later('seller') },
  { path: '/law', titleKey: 'routes.law', screen: later('law') },
  { path: '/address', titleKey: 'routes.address', screen: later('address') },
  { path: '/addressForm/:id?', titleKey: 'routes.addressForm', screen: later('addressForm') },
  { path: '/shop/:id?', titleKey: 'routes.shop', screen: later('shop'), keepAlive: 'shop' },
  { path: '/products', titleKey: 'routes.products', screen: later('products'), keepAlive: 'products' },
  { path: '/service', titleKey: 'routes.service', screen: later('service') },
  { path: '/complaint/:id?', titleKey: 'routes.complaint', screen: later('complaint') },
  { path: '/platformComplaint', titleKey: 'routes.platformComplaint', screen: later('platformComplaint') },
  { path: '/consult/:product_id?/:mch_id?', titleKey: 'routes.consult', screen: later('consult') },
  { path: '/consult/list', titleKey: 'routes.consultList', screen: later('consultList') },
  { path: '/consult/detail/:id?', titleKey: 'routes.consultDetail', screen: later('consultDetail') },
];
