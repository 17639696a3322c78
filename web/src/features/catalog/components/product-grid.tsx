import type { ProductCard as Product } from '@crossbay/contract/catalog';
import type { Page } from '@crossbay/contract/pagination';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { itemsOf } from '#web/api/next-page.ts';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { Later } from '#web/ui/later.tsx';
import { ProductCard } from '#web/ui/product-card.tsx';
import { RefreshList } from '#web/ui/refresh-list.tsx';
import { ScreenData } from '#web/ui/screen-data.tsx';
import { HeartButton } from './heart-button.tsx';
import styles from './product-grid.module.css';
import { ProductGridSkeleton } from './product-grid-skeleton.tsx';

// Two columns of cards: the first row is above the fold on a phone.
const EAGER_CARDS = 4;

type Props = {
  query: UseInfiniteQueryResult<InfiniteData<Page<Product>>>;
  label: string;
  highlight?: string;
  /** Shown when the list is empty: what the buyer can do instead. */
  empty?: ReactNode;
  emptyTitle?: string;
  /** Says more about the empty list; without it antd-mobile's own line ("try a new search") shows. */
  emptyHint?: string;
  /** Extra content above the grid that refreshes with it (the home board). */
  header?: ReactNode;
  /**
   * The header holds the screen's largest picture (the home board's banner): the cards' pictures wait behind it at
   * low priority (docs/decisions/0077). Otherwise the first row is loaded with the page.
   */
  headerLeads?: boolean;
  onRefresh?: () => Promise<unknown>;
};

/** An infinite two-column product grid with pull-to-refresh, skeleton, empty and error states. */
export function ProductGrid({
  query,
  label,
  highlight,
  empty,
  emptyTitle,
  emptyHint,
  header,
  headerLeads = false,
  onRefresh,
}: Props) {
  const { t } = useTranslation();
  const products = itemsOf(query.data?.pages);
  return (
    <RefreshList
      onRefresh={async () => {
        await Promise.all([onRefresh?.(), query.refetch()]);
      }}
      onLoadMore={() => query.fetchNextPage()}
      hasMore={!query.isPending && !query.isError && query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      empty={!query.isPending && products.length === 0}
    >
      {header}
      <ScreenData
        query={query}
        inline
        loading={<ProductGridSkeleton label={t('catalog.loadingProducts')} />}
        failed={{ title: t('catalog.loadFailed'), description: t('catalog.loadFailedHint') }}
        isEmpty={() => products.length === 0}
        empty={
          <EmptyState title={emptyTitle ?? t('catalog.noProducts')} description={emptyHint}>
            {empty}
          </EmptyState>
        }
      >
        {() => (
          <ul className={styles.root} aria-label={label}>
            {products.map((product, index) => (
              <Later key={product.id}>
                <ProductCard
                  product={product}
                  eager={!headerLeads && index < EAGER_CARDS}
                  lowPriority={headerLeads}
                  highlight={highlight}
                  action={(props) => <HeartButton productId={product.id} {...props} />}
                />
              </Later>
            ))}
          </ul>
        )}
      </ScreenData>
    </RefreshList>
  );
}
