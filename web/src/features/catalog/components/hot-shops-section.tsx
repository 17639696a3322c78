import { Button, Skeleton } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHotShops } from '#web/features/catalog/api/use-hot-shops.ts';
import { ShopLogo } from '#web/ui/shop-logo.tsx';
import { FavourableRate } from './favourable-rate.tsx';
import homeSectionStyles from './home-section.module.css';
import styles from './hot-shops-section.module.css';

const PLACEHOLDERS = [0, 1, 2, 3];

/** Popular shops (page 1, limit 8), side by side; "More" lists every shop. */
export function HotShopsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const shops = useHotShops();
  return (
    <section className={homeSectionStyles.root} aria-labelledby={headingId}>
      <div className={homeSectionStyles.head}>
        <h2 id={headingId} className={homeSectionStyles.title}>
          {t('catalog.home.popularShops')}
        </h2>
        <Link className={homeSectionStyles.more} to="/search?tab=shops">
          {t('catalog.home.moreShops')} <RightOutline aria-hidden="true" className="flip-rtl" />
        </Link>
      </div>
      {shops.isPending ? (
        <div className={styles.hotShops} role="status" aria-label={t('catalog.loading')}>
          {PLACEHOLDERS.map((index) => (
            <Skeleton key={index} animated className={`${styles.hotShop} ${styles.hotShopSkeleton}`} />
          ))}
        </div>
      ) : shops.isError ? (
        <div className={homeSectionStyles.empty} role="alert">
          {t('catalog.loadFailed')}{' '}
          <Button size="mini" fill="outline" color="primary" onClick={() => void shops.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : shops.data.list.length === 0 ? (
        <p className={homeSectionStyles.empty}>{t('catalog.noShops')}</p>
      ) : (
        <ul className={styles.hotShops} aria-labelledby={headingId}>
          {shops.data.list.map((shop) => (
            <li key={shop.id} className={styles.hotShop}>
              <Link className={styles.hotShopLink} to={`/shop/${shop.id}`}>
                <ShopLogo name={shop.name} logo={shop.logo} size={56} />
                <bdi className={styles.hotShopName}>{shop.name}</bdi>
                <span className={styles.hotShopRate}>
                  <FavourableRate rate={shop.favourable_rate} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
