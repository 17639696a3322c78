import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { itemsOf } from '#web/api/next-page.ts';
import { useShops } from '#web/features/catalog/api/use-shops.ts';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { PageSkeleton } from '#web/ui/page-skeleton.tsx';
import { RefreshList } from '#web/ui/refresh-list.tsx';
import { ScreenData } from '#web/ui/screen-data.tsx';
import shopListStyles from './shop-list.module.css';
import { ShopRow } from './shop-row.tsx';

/** Shops whose name matches the word (every shop when there is none). */
export function ShopResults({ word, onEmptyAction }: { word: string; onEmptyAction: () => void }) {
  const { t } = useTranslation();
  const shops = useShops(word);
  const list = itemsOf(shops.data?.pages);
  return (
    <ScreenData
      query={shops}
      inline
      loading={<PageSkeleton label={t('catalog.loading')} />}
      failed={{ title: t('catalog.loadFailed'), description: t('catalog.loadFailedHint') }}
      isEmpty={() => list.length === 0}
      empty={
        <EmptyState title={t('catalog.search.noShops', { word })} description={t('catalog.search.emptyHint')}>
          <Button color="primary" fill="outline" onClick={onEmptyAction}>
            {t('catalog.search.tryAnother')}
          </Button>
        </EmptyState>
      }
    >
      {() => (
        <RefreshList
          onRefresh={() => shops.refetch()}
          onLoadMore={() => shops.fetchNextPage()}
          hasMore={shops.hasNextPage}
          loadingMore={shops.isFetchingNextPage}
        >
          <ul className={shopListStyles.root} aria-label={t('catalog.search.shops')}>
            {list.map((shop) => (
              <ShopRow key={shop.id} shop={shop} highlight={word} />
            ))}
          </ul>
        </RefreshList>
      )}
    </ScreenData>
  );
}
