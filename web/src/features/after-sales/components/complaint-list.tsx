import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { itemsOf } from '#web/api/next-page.ts';
import { useComplaints } from '#web/features/after-sales/api/use-complaints.ts';
import { RefreshList } from '#web/ui/refresh-list.tsx';
import afterSalesStyles from './after-sales.module.css';
import { ComplaintEntry } from './complaint-entry.tsx';

/** The buyer's earlier complaints and suggestions, below the form that adds one. */
export function ComplaintList() {
  const { t } = useTranslation();
  const complaints = useComplaints();
  const list = itemsOf(complaints.data?.pages);
  let body: React.ReactNode;
  if (complaints.isPending) {
    body = <Skeleton.Paragraph lineCount={4} animated aria-label={t('common.loading')} />;
  } else if (complaints.isError && list.length === 0) {
    body = (
      <div className={afterSalesStyles.inlineProblem} role="alert">
        <p>{t('afterSales.complaint.loadFailed')}</p>
        <Button
          size="small"
          fill="outline"
          loading={complaints.isFetching}
          onClick={() => void complaints.refetch()}
        >
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (list.length === 0) {
    body = <p className={afterSalesStyles.quiet}>{t('afterSales.complaint.none')}</p>;
  } else {
    body = (
      <RefreshList
        onRefresh={() => complaints.refetch()}
        onLoadMore={() => complaints.fetchNextPage()}
        hasMore={complaints.hasNextPage}
        loadingMore={complaints.isFetchingNextPage}
      >
        <ul className={afterSalesStyles.entries}>
          {list.map((complaint) => (
            <li key={complaint.id}>
              <ComplaintEntry complaint={complaint} />
            </li>
          ))}
        </ul>
      </RefreshList>
    );
  }
  return (
    <section className={afterSalesStyles.section} aria-labelledby="complaint-history-title">
      <h2 id="complaint-history-title" className={afterSalesStyles.sectionTitle}>
        {t('afterSales.complaint.history')}
      </h2>
      {body}
    </section>
  );
}
