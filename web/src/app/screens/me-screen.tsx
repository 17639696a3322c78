import { Avatar, Badge } from 'antd-mobile';
import {
  BellOutline,
  ChatCheckOutline,
  CouponOutline,
  ExclamationCircleOutline,
  HeartOutline,
  LocationOutline,
  MessageOutline,
  QuestionCircleOutline,
  SetOutline,
  ShopbagOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadNotices } from '#web/features/account/api/use-unread-notices.ts';
import { MenuList } from '#web/features/account/components/menu-list.tsx';
import { OrderShortcuts } from '#web/features/account/components/order-shortcuts.tsx';
import { useSavedIds } from '#web/features/catalog/api/use-saved-ids.ts';
import { WalletCard } from '#web/features/wallet/components/wallet-card.tsx';
import { useUserInfo } from '#web/session/use-user-info.ts';
import { RecentlyViewedStrip } from '#web/ui/recently-viewed-strip.tsx';
import rowLinkStyles from '#web/ui/row-link.module.css';
import screenStyles from '#web/ui/screen.module.css';
import { ScreenData } from '#web/ui/screen-data.tsx';
import styles from './me-screen.module.css';

/** The "Me" tab (/me): who you are, your money, your orders, your settings. */
// The Me tab composes two features, the buyer's account and wallet, so it lives with the app.
export function MeScreen() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const unread = useUnreadNotices();
  const saved = useSavedIds();
  const unreadCount = unread.data ?? 0;

  return (
    <ScreenData query={user}>
      {({ account, username, given_name, avatar }) => {
        const name = [given_name, username].filter(Boolean).join(' ') || account;
        return (
          <main className={`${screenStyles.root} ${styles.root}`}>
            <section className={styles.meProfile} aria-label={t('accountScreens.me.profile')}>
              <Link to="/profile" className={rowLinkStyles.root}>
                <Avatar src={avatar ?? ''} className={styles.meProfileAvatar} alt="" />
                <span>
                  <span className={styles.meProfileName}>{name}</span>
                  <span className={styles.meProfileAccount}>
                    {t('accountScreens.me.accountLine', { account })}
                  </span>
                </span>
              </Link>
              <Link
                to="/notification"
                className={styles.meProfileIcon}
                aria-label={
                  unreadCount > 0
                    ? t('accountScreens.me.notificationsUnread', { count: unreadCount })
                    : t('accountScreens.menu.notifications')
                }
              >
                <Badge content={unreadCount > 0 ? unreadCount : null}>
                  <BellOutline aria-hidden="true" />
                </Badge>
              </Link>
              <Link
                to="/setting"
                className={styles.meProfileIcon}
                aria-label={t('accountScreens.menu.settings')}
              >
                <SetOutline aria-hidden="true" />
              </Link>
            </section>
            <WalletCard />
            <OrderShortcuts />
            <RecentlyViewedStrip />
            <MenuList
              className={styles.menu}
              entries={[
                {
                  to: '/heart',
                  label: t('routes.heart'),
                  icon: <HeartOutline />,
                  ...(saved.loaded ? { extra: t('catalog.wishlist.count', { count: saved.ids.size }) } : {}),
                },
                { to: '/myFavourite', label: t('accountScreens.menu.following'), icon: <ShopbagOutline /> },
                { to: '/vouchers', label: t('wallet.vouchers.title'), icon: <CouponOutline /> },
                { to: '/address', label: t('accountScreens.menu.addresses'), icon: <LocationOutline /> },
                {
                  to: '/notification',
                  label: t('accountScreens.menu.notifications'),
                  icon: <BellOutline />,
                  ...(unreadCount > 0 ? { extra: <Badge content={unreadCount} /> } : {}),
                },
                {
                  to: '/helpAndSupport',
                  label: t('accountScreens.menu.help'),
                  icon: <QuestionCircleOutline />,
                },
                { to: '/consult/list', label: t('routes.consultList'), icon: <ChatCheckOutline /> },
                {
                  to: '/platformComplaint',
                  label: t('accountScreens.menu.suggestion'),
                  icon: <ExclamationCircleOutline />,
                },
                { to: '/service', label: t('accountScreens.menu.service'), icon: <MessageOutline /> },
                { to: '/setting', label: t('accountScreens.menu.settings'), icon: <SetOutline /> },
              ]}
            />
          </main>
        );
      }}
    </ScreenData>
  );
}
