import type { ProductDetail } from '@crossbay/contract/catalog';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIntlLocale } from '../../../i18n/use-intl-locale.ts';
import { ShopLogo } from '../../../ui/shop-logo.tsx';
import { FavourableRate } from './favourable-rate.tsx';
import { FollowButton } from './follow-button.tsx';

/** The selling shop on a product page: who it is, how it does, follow, and a way in. */
export function ShopCard({ shop }: { shop: ProductDetail['shop'] }) {
  const { t } = useTranslation();
  const count = new Intl.NumberFormat(useIntlLocale());
  return (
    <section className="detail-block shop-card" aria-label={t('catalog.detail.shop')}>
      <div className="shop-card__head">
        <ShopLogo name={shop.name} logo={shop.logo} size={48} />
        <h2 className="shop-card__name">
          <bdi>{shop.name}</bdi>
        </h2>
        <FollowButton merchantId={shop.id} shopName={shop.name} followed={shop.followed} size="mini" />
      </div>
      <dl className="shop-stats">
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
      <Link className="shop-card__visit" to={`/shop/${shop.id}`}>
        {t('catalog.detail.visitShop', { count: shop.product_count })}
        <RightOutline aria-hidden="true" className="flip-rtl" />
      </Link>
    </section>
  );
}
