import type { ProductDetail } from '@crossbay/contract/catalog';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { numberFormat } from '#web/i18n/intl-formats.ts';
import { useIntlLocale } from '#web/i18n/use-intl-locale.ts';
import { ShopLogo } from '#web/ui/shop-logo.tsx';
import detailBlockStyles from './detail-block.module.css';
import { FavourableRate } from './favourable-rate.tsx';
import { FollowButton } from './follow-button.tsx';
import styles from './shop-card.module.css';
import shopStatsStyles from './shop-stats.module.css';

/** The selling shop on a product page: who it is, how it does, follow, and a way in. */
export function ShopCard({ shop }: { shop: ProductDetail['shop'] }) {
  const { t } = useTranslation();
  const count = numberFormat(useIntlLocale());
  return (
    <section className={`${detailBlockStyles.root} ${styles.root}`} aria-label={t('catalog.detail.shop')}>
      <div className={styles.head}>
        <ShopLogo name={shop.name} logo={shop.logo} size={48} />
        <h2 className={styles.name}>
          <bdi>{shop.name}</bdi>
        </h2>
        <FollowButton shopId={shop.id} shopName={shop.name} followed={shop.followed} size="mini" />
      </div>
      <dl className={`${shopStatsStyles.root} ${styles.stats}`}>
        <div>
          <dt>{t('catalog.shop.sales')}</dt>
          <dd>{count.format(shop.sales)}</dd>
        </div>
        <div>
          <dt>{t('catalog.shop.fans')}</dt>
          <dd>{count.format(shop.fans)}</dd>
        </div>
        <div>
          <dt>{t('catalog.shop.rate')}</dt>
          <dd>
            <FavourableRate rate={shop.favourable_rate} />
          </dd>
        </div>
      </dl>
      <Link className={styles.visit} to={`/shop/${shop.id}`}>
        {t('catalog.detail.visitShop', { count: shop.product_count })}
        <RightOutline aria-hidden="true" className="flip-rtl" />
      </Link>
    </section>
  );
}
