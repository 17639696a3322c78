import { Badge } from 'antd-mobile';
import { AppOutline, CompassOutline, ShopbagOutline, UserOutline } from 'antd-mobile-icons';
import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { preloadScreens } from '#web/app/preload-screens.ts';
import { useBagCount } from '#web/session/cart-count-store.ts';
import { whenIdle } from '#web/ui/when-idle.ts';
import styles from './tab-bar.module.css';

type Tab = { to: string; labelKey: string; Icon: ComponentType; paths: string[] };

export const TABS: Tab[] = [
  { to: '/home', labelKey: 'tabs.home', Icon: AppOutline, paths: ['/home', '/code'] },
  { to: '/explore', labelKey: 'tabs.explore', Icon: CompassOutline, paths: ['/explore'] },
  { to: '/bag', labelKey: 'tabs.bag', Icon: ShopbagOutline, paths: ['/bag'] },
  // The buyer's orders belong to the Me tab.
  { to: '/me', labelKey: 'tabs.me', Icon: UserOutline, paths: ['/me', '/myPurchases'] },
];

function isActive(tab: Tab, pathname: string): boolean {
  const path = pathname.toLowerCase();
  return tab.paths.some((base) => path === base.toLowerCase() || path.startsWith(`${base.toLowerCase()}/`));
}

export function TabBar() {
  const { t } = useTranslation();
  // The tabs' screens, chunk and strings, once the app is idle: a tap on a tab then draws at once.
  useEffect(() => whenIdle(() => preloadScreens(TABS.map((tab) => tab.to))), []);
  const { pathname } = useLocation();
  const bagCount = useBagCount();
  return (
    <nav className={styles.root} aria-label={t('nav.main')}>
      <ul className={styles.list}>
        {TABS.map((tab) => {
          const active = isActive(tab, pathname);
          const { Icon } = tab;
          return (
            <li key={tab.to}>
              <Link
                to={tab.to}
                // A finger on the tab starts its screen's download before it lifts.
                onPointerDown={() => preloadScreens([tab.to])}
                className={active ? `${styles.link} ${styles.linkActive}` : styles.link}
                aria-current={active ? 'page' : undefined}
              >
                <Badge content={tab.to === '/bag' && bagCount > 0 ? bagCount : null}>
                  <span className={styles.icon} aria-hidden="true">
                    <Icon />
                  </span>
                </Badge>
                <span className={styles.label}>{t(tab.labelKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
