import { DotLoading } from 'antd-mobile';
import { AppstoreOutline, ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { itemsOf } from '#web/api/next-page.ts';
import { useProducts } from '#web/features/catalog/api/use-products.ts';
import { useShops } from '#web/features/catalog/api/use-shops.ts';
import { Highlight } from '#web/ui/highlight.tsx';
import styles from './search-suggestions.module.css';

const SUGGESTED = 5;

/** What matches the word being typed: a few products and shops, each a shortcut. */
export function SearchSuggestions({ word }: { word: string }) {
  const { t } = useTranslation();
  const products = useProducts({ keyword: word }, { limit: SUGGESTED });
  const shops = useShops(word, { limit: 3 });
  const productList = itemsOf(products.data?.pages).slice(0, SUGGESTED);
  const shopList = itemsOf(shops.data?.pages).slice(0, 3);
  if (products.isPending || shops.isPending)
    return (
      <p className={styles.status} role="status">
        <DotLoading />
      </p>
    );
  if (productList.length === 0 && shopList.length === 0)
    return <p className={styles.status}>{t('catalog.search.noSuggestions')}</p>;
  return (
    <ul className={styles.root} aria-label={t('catalog.search.suggestions')}>
      {shopList.map((shop) => (
        <li key={`shop-${shop.id}`}>
          <Link to={`/shop/${shop.id}`} className={styles.item}>
            <AppstoreOutline aria-hidden="true" />
            <span>
              <Highlight text={shop.name} query={word} />
            </span>
          </Link>
        </li>
      ))}
      {productList.map((product) => (
        <li key={`product-${product.id}`}>
          <Link to={`/detail/${product.id}/${product.merchant_id}`} className={styles.item}>
            <ShopbagOutline aria-hidden="true" />
            <span>
              <Highlight text={product.name} query={word} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
