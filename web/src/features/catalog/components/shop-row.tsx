import type { ShopDetail } from '@crossbay/contract/catalog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { numberFormat } from '#web/i18n/intl-formats.ts';
import { useIntlLocale } from '#web/i18n/use-intl-locale.ts';
import { Highlight } from '#web/ui/highlight.tsx';
import rowLinkStyles from '#web/ui/row-link.module.css';
import { ShopLogo } from '#web/ui/shop-logo.tsx';
import { FavourableRate } from './favourable-rate.tsx';
import { FollowButton } from './follow-button.tsx';
import styles from './shop-row.module.css';

type Props = { shop: ShopDetail; highlight?: string; action?: React.ReactNode };

/** A shop in a list: logo, name, figures, and follow (or another action). */
export function ShopRow({ shop, highlight = '', action }: Props) {
  const { t } = useTranslation();
  const count = numberFormat(useIntlLocale());
  return (
    <li className={styles.root}>
      <Link className={rowLinkStyles.root} to={`/shop/${shop.id}`}>
        <ShopLogo name={shop.name} logo={shop.logo} size={48} />
        <span className={styles.body}>
          <span className={styles.name}>
            <Highlight text={shop.name} query={highlight} />
          </span>
          <span className={styles.meta}>
            {t('catalog.shop.salesValue', { count: shop.sales, value: count.format(shop.sales) })} ·{' '}
            {t('catalog.shop.fansValue', { count: shop.fans, value: count.format(shop.fans) })} ·{' '}
            <FavourableRate rate={shop.favourable_rate} />
          </span>
        </span>
      </Link>
      <span className={styles.action}>
        {action ?? (
          <FollowButton shopId={shop.id} shopName={shop.name} followed={shop.followed} size="mini" />
        )}
      </span>
    </li>
  );
}
