import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { itemsOf } from '#web/api/next-page.ts';
import { useConsults } from '#web/features/after-sales/api/use-consults.ts';
import afterSalesStyles from '#web/features/after-sales/components/after-sales.module.css';
import { ConsultItem } from '#web/features/after-sales/components/consult-item.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { RefreshList } from '#web/ui/refresh-list.tsx';
import { ScreenData } from '#web/ui/screen-data.tsx';

/** /consult/list — the buyer's consultations, the latest conversation first. */
export function ConsultListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const consults = useConsults();
  const list = itemsOf(consults.data?.pages);

  return (
    <ScreenData
      query={consults}
      loading={
        <main className={afterSalesStyles.root} role="status" aria-label={t('common.loading')}>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton.Paragraph key={row} lineCount={3} animated className={afterSalesStyles.card} />
          ))}
        </main>
      }
      failed={{ title: t('afterSales.consult.listFailed') }}
    >
      {() => (
        <main className={afterSalesStyles.root}>
          <RefreshList
            onRefresh={() => consults.refetch()}
            onLoadMore={() => consults.fetchNextPage()}
            hasMore={consults.hasNextPage}
            loadingMore={consults.isFetchingNextPage}
            empty={list.length === 0}
          >
            {list.length === 0 ? (
              <EmptyState title={t('afterSales.consult.none')} description={t('afterSales.consult.noneHint')}>
                <Button color="primary" fill="outline" onClick={() => void navigate('/home')}>
                  {t('afterSales.consult.browse')}
                </Button>
              </EmptyState>
            ) : (
              <ul className={afterSalesStyles.entries} aria-label={t('routes.consultList')}>
                {list.map((consult) => (
                  <li key={consult.id}>
                    <ConsultItem consult={consult} />
                  </li>
                ))}
              </ul>
            )}
          </RefreshList>
        </main>
      )}
    </ScreenData>
  );
}
