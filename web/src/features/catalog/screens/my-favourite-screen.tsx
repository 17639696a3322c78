import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { itemsOf } from '#web/api/next-page.ts';
import { useFollowShop } from '#web/features/catalog/api/use-follow-shop.ts';
import { useFollowedShops } from '#web/features/catalog/api/use-followed-shops.ts';
import shopListStyles from '#web/features/catalog/components/shop-list.module.css';
import { ShopRow } from '#web/features/catalog/components/shop-row.tsx';
import { ask } from '#web/ui/ask.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { PageSkeleton } from '#web/ui/page-skeleton.tsx';
import { RefreshList } from '#web/ui/refresh-list.tsx';
import screenStyles from '#web/ui/screen.module.css';
import { ScreenData } from '#web/ui/screen-data.tsx';
import { showSuccess } from '#web/ui/toast.ts';

/** The shops the buyer follows, each with unfollow. */
export function MyFavouriteScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shops = useFollowedShops();
  const follow = useFollowShop();
  const list = itemsOf(shops.data?.pages);

  const unfollow = async (shopId: number, name: string) => {
    const sure = await ask({
      message: t('catalog.favourite.confirm', { name }),
      yes: t('catalog.shop.unfollow'),
      no: t('catalog.cancel'),
    });
    if (!sure) return;
    follow.mutate({ shopId, follow: false }, { onSuccess: () => showSuccess(t('catalog.shop.unfollowed')) });
  };

  return (
    <ScreenData
      query={shops}
      loading={<PageSkeleton label={t('catalog.loading')} />}
      failed={{ title: t('catalog.loadFailed'), description: t('catalog.loadFailedHint') }}
      isEmpty={() => list.length === 0}
      empty={
        <EmptyState title={t('catalog.favourite.empty')} description={t('catalog.favourite.emptyHint')}>
          <Button color="primary" fill="outline" onClick={() => void navigate('/search?tab=shops')}>
            {t('catalog.favourite.discover')}
          </Button>
        </EmptyState>
      }
    >
      {() => (
        <main className={screenStyles.root}>
          <RefreshList
            onRefresh={() => shops.refetch()}
            onLoadMore={() => shops.fetchNextPage()}
            hasMore={shops.hasNextPage}
            loadingMore={shops.isFetchingNextPage}
          >
            <ul className={shopListStyles.root} aria-label={t('catalog.favourite.list')}>
              {list.map((shop) => (
                <ShopRow
                  key={shop.id}
                  shop={shop}
                  action={
                    <Button
                      size="mini"
                      shape="rounded"
                      fill="outline"
                      aria-label={t('catalog.shop.unfollowShop', { name: shop.name })}
                      onClick={() => void unfollow(shop.id, shop.name)}
                    >
                      {t('catalog.shop.unfollow')}
                    </Button>
                  }
                />
              ))}
            </ul>
          </RefreshList>
        </main>
      )}
    </ScreenData>
  );
}
