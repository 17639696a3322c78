import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshList } from '#web/ui/refresh-list.tsx';
import { ScreenData } from '#web/ui/screen-data.tsx';
import styles from './record-list.module.css';

/** What a list needs of an infinite query; `rows` is every fetched row, undefined while the first page loads. */
export type ListSource<T> = {
  rows: T[] | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
};

type Props<T> = {
  query: ListSource<T>;
  label: string;
  renderRow: (item: T) => ReactNode;
  rowKey: (item: T) => string | number;
  empty: ReactNode;
};

export function RecordListSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-label={label}>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton.Paragraph key={row} lineCount={2} animated />
      ))}
    </div>
  );
}

/** A record list: skeleton, error with retry, empty state, then rows with pull-to-refresh and load-more. */
export function RecordList<T>({ query, label, renderRow, rowKey, empty }: Props<T>) {
  const { t } = useTranslation();
  return (
    <ScreenData
      query={{ ...query, data: query.rows }}
      inline
      loading={<RecordListSkeleton label={t('common.loading')} />}
      failed={{ title: t('wallet.loadFailed'), description: t('wallet.loadFailedHint') }}
      isEmpty={(rows) => rows.length === 0}
      empty={empty}
    >
      {(rows) => (
        <RefreshList
          onRefresh={() => query.refetch()}
          onLoadMore={() => query.fetchNextPage()}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
        >
          <ul className={styles.root} aria-label={label}>
            {rows.map((row) => (
              <li key={rowKey(row)}>{renderRow(row)}</li>
            ))}
          </ul>
        </RefreshList>
      )}
    </ScreenData>
  );
}
