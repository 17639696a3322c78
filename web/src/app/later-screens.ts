import type { ComponentType } from 'react';

/**
 * Every screen but the ones a phone may open on drawn by the server (home, a product's, the bag and the order list,
 * in routes.ts), by name. Each dynamic import
 * carries the list of chunks and stylesheets its screen needs, and the whole table is kilobytes of hashed file
 * names: it is a chunk of its own, fetched when the app is idle or at the first tap, not before the first screen.
 */
export const LATER_SCREENS = {
  login: async () => (await import('#web/features/account/screens/login-screen.tsx')).LoginScreen,
  language: async () => (await import('#web/features/account/screens/language-screen.tsx')).LanguageScreen,
  notFound: async () => (await import('./screens/not-found-screen.tsx')).NotFoundScreen,
  withDraw: async () => (await import('#web/features/wallet/screens/withdraw-screen.tsx')).WithdrawScreen,
  depositRecord: async () =>
    (await import('#web/features/wallet/screens/withdrawal-records-screen.tsx')).WithdrawalRecordsScreen,
  topUp: async () => (await import('#web/features/wallet/screens/top-up-screen.tsx')).TopUpScreen,
  walletTopUp: async () => (await import('#web/features/wallet/screens/top-up-screens.ts')).WalletTopUpScreen,
  cardTopUp: async () => (await import('#web/features/wallet/screens/top-up-screens.ts')).CardTopUpScreen,
  topUpRecord: async () =>
    (await import('#web/features/wallet/screens/top-up-record-screen.tsx')).TopUpRecordScreen,
  capitalRecord: async () =>
    (await import('#web/features/wallet/screens/capital-record-screen.tsx')).CapitalRecordScreen,
  vouchers: async () => (await import('#web/features/wallet/screens/vouchers-screen.tsx')).VouchersScreen,
  discount: async () => (await import('#web/features/wallet/screens/discount-screen.tsx')).DiscountScreen,
  checkout: async () => (await import('#web/features/orders/screens/checkout-screen.tsx')).CheckoutScreen,
  orderInfo: async () => (await import('#web/features/orders/screens/order-info-screen.tsx')).OrderInfoScreen,
  orderRedirect: async () =>
    (await import('#web/features/orders/screens/order-redirect-screen.tsx')).OrderRedirectScreen,
  cardKeys: async () => (await import('#web/features/orders/screens/card-keys-screen.tsx')).CardKeysScreen,
  refund: async () => (await import('#web/features/after-sales/screens/refund-screen.tsx')).RefundScreen,
  comment: async () => (await import('#web/features/after-sales/screens/comment-screen.tsx')).CommentScreen,
  complaint: async () =>
    (await import('#web/features/after-sales/screens/complaint-screen.tsx')).ComplaintScreen,
  platformComplaint: async () =>
    (await import('#web/features/after-sales/screens/complaint-screen.tsx')).PlatformComplaintScreen,
  consult: async () => (await import('#web/features/after-sales/screens/consult-screen.tsx')).ConsultScreen,
  consultList: async () =>
    (await import('#web/features/after-sales/screens/consult-list-screen.tsx')).ConsultListScreen,
  consultDetail: async () =>
    (await import('#web/features/after-sales/screens/consult-detail-screen.tsx')).ConsultDetailScreen,
  me: async () => (await import('./screens/me-screen.tsx')).MeScreen,
  payment: async () => (await import('./screens/payment-screen.tsx')).PaymentScreen,
  notification: async () =>
    (await import('#web/features/account/screens/notification-screen.tsx')).NotificationScreen,
  profile: async () => (await import('#web/features/account/screens/profile-screen.tsx')).ProfileScreen,
  forgotPassword: async () =>
    (await import('#web/features/account/screens/forgot-password-screen.tsx')).ForgotPasswordScreen,
  changePassword: async () =>
    (await import('#web/features/account/screens/change-password-screen.tsx')).ChangePasswordScreen,
  changePayPwd: async () => (await import('#web/features/account/screens/pay-code-screen.tsx')).PayCodeScreen,
  passwords: async () => (await import('#web/features/account/screens/passwords-screen.tsx')).PasswordsScreen,
  helpAndSupport: async () => (await import('#web/features/account/screens/help-screen.tsx')).HelpScreen,
  security: async () => (await import('#web/features/account/screens/security-screen.tsx')).SecurityScreen,
  devices: async () => (await import('#web/features/account/screens/devices-screen.tsx')).DevicesScreen,
  myData: async () =>
    (await import('#web/features/account/screens/personal-data-screen.tsx')).PersonalDataScreen,
  closeAccount: async () =>
    (await import('#web/features/account/screens/close-account-screen.tsx')).CloseAccountScreen,
  setting: async () => (await import('#web/features/account/screens/setting-screen.tsx')).SettingScreen,
  noticeSettings: async () =>
    (await import('#web/features/account/screens/notice-settings-screen.tsx')).NoticeSettingsScreen,
  register: async () => (await import('#web/features/account/screens/register-screen.tsx')).RegisterScreen,
  seller: async () => (await import('#web/features/account/screens/seller-screen.tsx')).SellerScreen,
  platform: async () => (await import('#web/features/account/screens/platform-screen.tsx')).PlatformScreen,
  law: async () => (await import('#web/features/account/screens/law-screen.tsx')).LawScreen,
  address: async () => (await import('#web/features/account/screens/address-screen.tsx')).AddressScreen,
  addressForm: async () =>
    (await import('#web/features/account/screens/address-form-screen.tsx')).AddressFormScreen,
  service: async () => (await import('#web/features/account/screens/service-screen.tsx')).ServiceScreen,
  explore: async () => (await import('#web/features/catalog/screens/explore-screen.tsx')).ExploreScreen,
  myFavourite: async () =>
    (await import('#web/features/catalog/screens/my-favourite-screen.tsx')).MyFavouriteScreen,
  filter: async () => (await import('#web/features/catalog/screens/filter-screen.tsx')).FilterScreen,
  search: async () => (await import('#web/features/catalog/screens/search-screen.tsx')).SearchScreen,
  popular: async () => (await import('#web/features/catalog/screens/popular-screen.tsx')).PopularScreen,
  shop: async () => (await import('#web/features/catalog/screens/shop-screen.tsx')).ShopScreen,
  products: async () => (await import('#web/features/catalog/screens/products-screen.tsx')).ProductsScreen,
  heart: async () => (await import('#web/features/catalog/screens/heart-screen.tsx')).HeartScreen,
} satisfies Record<string, () => Promise<ComponentType>>;
