import type { ProductSort } from '@crossbay/contract/catalog';
import { Button } from 'antd-mobile';
import { MessageOutline } from 'antd-mobile-icons';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useShopDetail } from '#web/api/queries/use-shop-detail.ts';
import { useProducts } from '#web/features/catalog/api/use-products.ts';
import { FavourableRate } from '#web/features/catalog/components/favourable-rate.tsx';
import { FollowButton } from '#web/features/catalog/components/follow-button.tsx';
import { filterFromParams } from '#web/features/catalog/components/product-filter-params.ts';
import { ProductGrid } from '#web/features/catalog/components/product-grid.tsx';
import shopCardStyles from '#web/features/catalog/components/shop-card.module.css';
import shopStatsStyles from '#web/features/catalog/components/shop-stats.module.css';
import { SortBar } from '#web/features/catalog/components/sort-bar.tsx';
import { numberFormat } from '#web/i18n/intl-formats.ts';
import { useIntlLocale } from '#web/i18n/use-intl-locale.ts';
import { lazyWhenIdle } from '#web/ui/opened-later.tsx';
import { PageSkeleton } from '#web/ui/page-skeleton.tsx';
import { ScreenData } from '#web/ui/screen-data.tsx';
import { ShopLogo } from '#web/ui/shop-logo.tsx';
import listScreenStyles from './list-screen.module.css';
import styles from './shop-screen.module.css';

// Vouchers to collect, drawn only in the browser once the app runs.
const VoucherChips = lazyWhenIdle(
  async () => (await import('#web/features/catalog/components/voucher-chips.tsx')).VoucherChips,
);

function ShopProducts({ shopId, sort, label }: { shopId: number; sort: ProductSort; label: string }) {
  const products = useProducts({ merchant: shopId, sort });
  return <ProductGrid query={products} label={label} />;
}

export function ShopScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const shopId = Number.isSafeInteger(id) && id > 0 ? id : 0;
  const shop = useShopDetail(shopId);
  const [params, setParams] = useSearchParams();
  const sort = filterFromParams(params).sort ?? 'comprehensive';
  const count = numberFormat(useIntlLocale());
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const gone = {
    title: t('catalog.shop.missing'),
    description: t('catalog.shop.missingHint'),
    actions: (
      <Button color="primary" fill="outline" onClick={() => void navigate('/home')}>
        {t('catalog.detail.backHome')}
      </Button>
    ),
  };
  return (
    <ScreenData
      query={shop}
      loading={<PageSkeleton label={t('catalog.loading')} />}
      missing={{ ...gone, when: shopId === 0 }}
      failed={{ ...gone, look: 'default' }}
    >
      {(data) => {
        return (
          <main className={`${listScreenStyles.root} ${styles.root}`}>
            <header className={styles.shopHero}>
              {data.banner ? (
                <img
                  className={styles.shopHeroBanner}
                  src={data.banner}
                  alt=""
                  width={960}
                  height={320}
                  decoding="async"
                />
              ) : (
                <div className={`${styles.shopHeroBanner} ${styles.shopHeroBannerPlain}`} />
              )}
              <div className={styles.shopHeroCard}>
                <div className={shopCardStyles.head}>
                  <ShopLogo name={data.name} logo={data.logo} size={64} />
                  <h2 className={shopCardStyles.name}>
                    <bdi>{data.name}</bdi>
                  </h2>
                  <FollowButton shopId={data.id} shopName={data.name} followed={data.followed} />
                </div>
                {data.description ? <p className={styles.shopHeroDescription}>{data.description}</p> : null}
                <dl className={`${shopStatsStyles.root} ${styles.stats}`}>
                  <div>
                    <dt>{t('catalog.shop.sales')}</dt>
                    <dd>{count.format(data.sales)}</dd>
                  </div>
                  <div>
                    <dt>{t('catalog.shop.fans')}</dt>
                    <dd>{count.format(data.fans)}</dd>
                  </div>
                  <div>
                    <dt>{t('catalog.shop.rate')}</dt>
                    <dd>
                      <FavourableRate rate={data.favourable_rate} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('catalog.shop.products')}</dt>
                    <dd>{count.format(data.product_count)}</dd>
                  </div>
                </dl>
                {/* product 0: a question about the shop itself (docs/decisions/0018) */}
                <Link className={shopCardStyles.visit} to={`/consult/0/${data.id}`}>
                  <MessageOutline aria-hidden="true" />
                  {t('routes.consult')}
                </Link>
              </div>
            </header>
            {mounted ? (
              <Suspense fallback={null}>
                <VoucherChips shopId={data.id} />
              </Suspense>
            ) : null}
            <SortBar
              className={styles.sortBar}
              value={sort}
              onChange={(next) => setParams({ sort: next }, { replace: true })}
            />
            <ShopProducts
              shopId={data.id}
              sort={sort}
              label={t('catalog.shop.productsOf', { name: data.name })}
            />
          </main>
        );
      }}
    </ScreenData>
  );
}
