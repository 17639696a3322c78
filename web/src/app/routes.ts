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
const login: ScreenLoader = async () =>
  (await import('#web/features/account/screens/login-screen.tsx')).LoginScreen;
const language: ScreenLoader = async () =>
  (await import('#web/features/account/screens/language-screen.tsx')).LanguageScreen;
export const notFound: ScreenLoader = async () =>
  (await import('./screens/not-found-screen.tsx')).NotFoundScreen;

const withDraw: ScreenLoader = async () =>
  (await import('#web/features/wallet/screens/withdraw-screen.tsx')).WithdrawScreen;
const depositRecord: ScreenLoader = async () =>
  (await import('#web/features/wallet/screens/withdrawal-records-screen.tsx')).WithdrawalRecordsScreen;
const topUp: ScreenLoader = async () =>
  (await import('#web/features/wallet/screens/top-up-screen.tsx')).TopUpScreen;
const walletTopUp: ScreenLoader = async () =>
  (await import('#web/features/wallet/screens/top-up-screens.ts')).WalletTopUpScreen;
const cardTopUp: ScreenLoader = async () =>
  (await import('#web/features/wallet/screens/top-up-screens.ts')).CardTopUpScreen;
const topUpRecord: ScreenLoader = async () =>
  (await import('#web/features/wallet/screens/top-up-record-screen.tsx')).TopUpRecordScreen;
const capitalRecord: ScreenLoader = async () =>
  (await import('#web/features/wallet/screens/capital-record-screen.tsx')).CapitalRecordScreen;
const discount: ScreenLoader = async () =>
  (await import('#web/features/wallet/screens/discount-screen.tsx')).DiscountScreen;

const bag: ScreenLoader = async () => (await import('#web/features/orders/screens/bag-screen.tsx')).BagScreen;
const checkout: ScreenLoader = async () =>
  (await import('#web/features/orders/screens/checkout-screen.tsx')).CheckoutScreen;
const myPurchases: ScreenLoader = async () =>
  (await import('#web/features/orders/screens/my-purchases-screen.tsx')).MyPurchasesScreen;
const orderInfo: ScreenLoader = async () =>
  (await import('#web/features/orders/screens/order-info-screen.tsx')).OrderInfoScreen;
const orderRedirect: ScreenLoader = async () =>
  (await import('#web/features/orders/screens/order-redirect-screen.tsx')).OrderRedirectScreen;
const cardKeys: ScreenLoader = async () =>
  (await import('#web/features/orders/screens/card-keys-screen.tsx')).CardKeysScreen;

const refund: ScreenLoader = async () =>
  (await import('#web/features/after-sales/screens/refund-screen.tsx')).RefundScreen;
const comment: ScreenLoader = async () =>
  (await import('#web/features/after-sales/screens/comment-screen.tsx')).CommentScreen;
const complaint: ScreenLoader = async () =>
  (await import('#web/features/after-sales/screens/complaint-screen.tsx')).ComplaintScreen;
const platformComplaint: ScreenLoader = async () =>
  (await import('#web/features/after-sales/screens/complaint-screen.tsx')).PlatformComplaintScreen;
const consult: ScreenLoader = async () =>
  (await import('#web/features/after-sales/screens/consult-screen.tsx')).ConsultScreen;
const consultList: ScreenLoader = async () =>
  (await import('#web/features/after-sales/screens/consult-list-screen.tsx')).ConsultListScreen;
const consultDetail: ScreenLoader = async () =>
  (await import('#web/features/after-sales/screens/consult-detail-screen.tsx')).ConsultDetailScreen;

const me: ScreenLoader = async () => (await import('./screens/me-screen.tsx')).MeScreen;
const payment: ScreenLoader = async () => (await import('./screens/payment-screen.tsx')).PaymentScreen;
const notification: ScreenLoader = async () =>
  (await import('#web/features/account/screens/notification-screen.tsx')).NotificationScreen;
const profile: ScreenLoader = async () =>
  (await import('#web/features/account/screens/profile-screen.tsx')).ProfileScreen;
const forgotPassword: ScreenLoader = async () =>
  (await import('#web/features/account/screens/forgot-password-screen.tsx')).ForgotPasswordScreen;
const changePassword: ScreenLoader = async () =>
  (await import('#web/features/account/screens/change-password-screen.tsx')).ChangePasswordScreen;
const changePayPwd: ScreenLoader = async () =>
  (await import('#web/features/account/screens/pay-code-screen.tsx')).PayCodeScreen;
const passwords: ScreenLoader = async () =>
  (await import('#web/features/account/screens/passwords-screen.tsx')).PasswordsScreen;
const helpAndSupport: ScreenLoader = async () =>
  (await import('#web/features/account/screens/help-screen.tsx')).HelpScreen;
const security: ScreenLoader = async () =>
  (await import('#web/features/account/screens/security-screen.tsx')).SecurityScreen;
const setting: ScreenLoader = async () =>
  (await import('#web/features/account/screens/setting-screen.tsx')).SettingScreen;
const register: ScreenLoader = async () =>
  (await import('#web/features/account/screens/register-screen.tsx')).RegisterScreen;
const seller: ScreenLoader = async () =>
  (await import('#web/features/account/screens/seller-screen.tsx')).SellerScreen;
const platform: ScreenLoader = async () =>
  (await import('#web/features/account/screens/platform-screen.tsx')).PlatformScreen;
const law: ScreenLoader = async () =>
  (await import('#web/features/account/screens/law-screen.tsx')).LawScreen;
const address: ScreenLoader = async () =>
  (await import('#web/features/account/screens/address-screen.tsx')).AddressScreen;
const addressForm: ScreenLoader = async () =>
  (await import('#web/features/account/screens/address-form-screen.tsx')).AddressFormScreen;
const service: ScreenLoader = async () =>
  (await import('#web/features/account/screens/service-screen.tsx')).ServiceScreen;

const explore: ScreenLoader = async () =>
  (await import('#web/features/catalog/screens/explore-screen.tsx')).ExploreScreen;
const myFavourite: ScreenLoader = async () =>
  (await import('#web/features/catalog/screens/my-favourite-screen.tsx')).MyFavouriteScreen;
const filter: ScreenLoader = async () =>
  (await import('#web/features/catalog/screens/filter-screen.tsx')).FilterScreen;
const search: ScreenLoader = async () =>
  (await import('#web/features/catalog/screens/search-screen.tsx')).SearchScreen;
const popular: ScreenLoader = async () =>
  (await import('#web/features/catalog/screens/popular-screen.tsx')).PopularScreen;
const detail: ScreenLoader = async () =>
  (await import('#web/features/catalog/screens/detail-screen.tsx')).DetailScreen;
const shop: ScreenLoader = async () =>
  (await import('#web/features/catalog/screens/shop-screen.tsx')).ShopScreen;
const products: ScreenLoader = async () =>
  (await import('#web/features/catalog/screens/products-screen.tsx')).ProductsScreen;
const heart: ScreenLoader = async () =>
  (await import('#web/features/catalog/screens/heart-screen.tsx')).HeartScreen;

// spec §2, every row, in its order. Keep-alive per docs/decisions/: Home, Explore, Bag and Filter.
export const SHOP_ROUTES: ShopRoute[] = [
  { path: '/home', titleKey: 'routes.home', screen: home, chrome: 'brand', keepAlive: 'home' },
  { path: '/code', titleKey: 'routes.home', screen: home, chrome: 'brand', keepAlive: 'home' },
  { path: '/explore', titleKey: 'routes.explore', screen: explore, chrome: 'tab', keepAlive: 'explore' },
  { path: '/bag', titleKey: 'routes.bag', screen: bag, chrome: 'tab', keepAlive: 'bag' },
  { path: '/order', titleKey: 'routes.order', screen: orderRedirect },
  { path: '/orderInfo/:id?', titleKey: 'routes.orderInfo', screen: orderInfo },
  { path: '/comment', titleKey: 'routes.comment', screen: comment },
  { path: '/refund/:id?/:sn?/:product_ids?/:amount?', titleKey: 'routes.refund', screen: refund },
  { path: '/checkout', titleKey: 'routes.checkout', screen: checkout },
  // spec §2: /myPurchases without a status is the order list on "all"; the Me tab has its own path.
  { path: '/myPurchases/:status?', titleKey: 'routes.myPurchases', screen: myPurchases, chrome: 'tab' },
  { path: '/me', titleKey: 'tabs.me', screen: me, chrome: 'tab' },
  { path: '/cards', titleKey: 'orders.cards.title', screen: cardKeys },
  { path: '/language', titleKey: 'routes.language', screen: language },
  { path: '/notification', titleKey: 'routes.notification', screen: notification },
  { path: '/profile', titleKey: 'routes.profile', screen: profile },
  { path: '/forgotPassword', titleKey: 'routes.forgotPassword', screen: forgotPassword },
  { path: '/changePassword', titleKey: 'routes.changePassword', screen: changePassword },
  { path: '/changePayPwd', titleKey: 'routes.changePayPwd', screen: changePayPwd },
  { path: '/passwords', titleKey: 'routes.passwords', screen: passwords },
  { path: '/helpAndSupport', titleKey: 'routes.helpAndSupport', screen: helpAndSupport },
  { path: '/withDraw', titleKey: 'routes.withDraw', screen: withDraw },
  { path: '/depositRecord', titleKey: 'routes.depositRecord', screen: depositRecord },
  { path: '/topUp', titleKey: 'routes.topUp', screen: topUp },
  { path: '/walletTopUp', titleKey: 'routes.walletTopUp', screen: walletTopUp },
  { path: '/cardTopUp', titleKey: 'routes.cardTopUp', screen: cardTopUp },
  { path: '/topUpRecord', titleKey: 'routes.topUpRecord', screen: topUpRecord },
  { path: '/capitalRecord', titleKey: 'routes.capitalRecord', screen: capitalRecord },
  { path: '/discount', titleKey: 'wallet.discount.title', screen: discount },
  { path: '/myFavourite', titleKey: 'routes.myFavourite', screen: myFavourite },
  { path: '/payment', titleKey: 'routes.payment', screen: payment },
  { path: '/security', titleKey: 'routes.security', screen: security },
  { path: '/heart', titleKey: 'routes.heart', screen: heart },
  { path: '/filter', titleKey: 'routes.filter', screen: filter, keepAlive: 'filter' },
  { path: '/setting', titleKey: 'routes.setting', screen: setting },
  { path: '/search', titleKey: 'routes.search', screen: search, keepAlive: 'search' },
  { path: '/popular', titleKey: 'routes.popular', screen: popular, keepAlive: 'popular' },
  { path: '/detail/:product?/:mer?', titleKey: 'routes.detail', screen: detail },
  { path: '/login', titleKey: 'routes.login', screen: login },
  { path: '/register', titleKey: 'routes.register', screen: register },
  { path: '/platform', titleKey: 'routes.platform', screen: platform },
  { path: '/merchant', titleKey: 'routes.merchant', screen: seller },
  { path: '/seller', titleKey: 'routes.seller', screen: seller },
  { path: '/law', titleKey: 'routes.law', screen: law },
  { path: '/address', titleKey: 'routes.address', screen: address },
  { path: '/addressForm/:id?', titleKey: 'routes.addressForm', screen: addressForm },
  { path: '/shop/:id?', titleKey: 'routes.shop', screen: shop, keepAlive: 'shop' },
  { path: '/products', titleKey: 'routes.products', screen: products, keepAlive: 'products' },
  { path: '/service', titleKey: 'routes.service', screen: service },
  { path: '/complaint/:id?', titleKey: 'routes.complaint', screen: complaint },
  { path: '/platformComplaint', titleKey: 'routes.platformComplaint', screen: platformComplaint },
  { path: '/consult/:product_id?/:mch_id?', titleKey: 'routes.consult', screen: consult },
  { path: '/consult/list', titleKey: 'routes.consultList', screen: consultList },
  { path: '/consult/detail/:id?', titleKey: 'routes.consultDetail', screen: consultDetail },
];
