import { Button, Skeleton } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShopLogo } from '../../../ui/shop-logo.tsx';
import { useHotShops } from '../api/use-hot-shops.ts';
import { FavourableRate } from './favourable-rate.tsx';

const PLACEHOLDERS = [0, 1, 2, 3];

/** Popular shops (page 1, limit 8), side by side; "More" lists every shop. */
export function HotShopsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const shops = useHotShops();
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="home-section__head">
        <h2 id={headingId} className="home-section__title">
          {t('catalog.home.popularShops')}
        </h2>
        <Link className="home-section__more" to="/search?tab=shops">
          {t('catalog.home.moreShops')} <RightOutline aria-hidden="true" className="flip-rtl" />
        </Link>
      </div>
      {shops.isPending ? (
        <div className="hot-shops" role="status" aria-label={t('catalog.loading')}>
          {PLACEHOLDERS.map((index) => (
            <Skeleton key={index} animated className="hot-shop hot-shop--skeleton" />
          ))}
        </div>
      ) : shops.isError ? (
        <div className="home-section__empty" role="alert">
          {t('catalog.loadFailed')}{' '}
          <Button size="mini" fill="outline" color="primary" onClick={() => void shops.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : shops.data.list.length === 0 ? (
        <p className="home-section__empty">{t('catalog.noShops')}</p>
      ) : (
        <ul className="hot-shops" aria-labelledby={headingId}>
          {shops.data.list.map((shop) => (
            <li key={shop.id} className="hot-shop">
              <Link className="hot-shop__link" to={`/shop/${shop.id}`}>
                <ShopLogo name={shop.name} logo={shop.logo} size={56} />
                <bdi className="hot-shop__name">{shop.name}</bdi>
                <span className="hot-shop__rate">
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
