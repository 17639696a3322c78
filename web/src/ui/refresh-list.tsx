import { DotLoading, InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canLoadMore } from './can-load-more.ts';
import { RefreshArea } from './refresh-area.tsx';
import styles from './refresh-list.module.css';

type Props = {
  /** Reloads the list from its first page. */
  onRefresh: () => Promise<unknown>;
  /** Fetches the next page. */
  onLoadMore: () => Promise<unknown>;
  hasMore: boolean;
  loadingMore: boolean;
  /** The list has nothing and `children` is its empty state: no "no more" under it. */
  empty?: boolean;
  children: ReactNode;
};

/** A list with pull-to-refresh and load-more (spec §2), e.g. over a TanStack infinite query. */
export function RefreshList({ onRefresh, onLoadMore, hasMore, loadingMore, empty = false, children }: Props) {
  const { t } = useTranslation();
  const loadMore = async () => {
    if (canLoadMore({ hasMore, loading: loadingMore })) await onLoadMore();
  };
  return (
    <RefreshArea onRefresh={onRefresh}>
      {children}
      <InfiniteScroll loadMore={loadMore} hasMore={hasMore}>
        {(more, failed, retry) =>
          failed ? (
            <button type="button" className={styles.retry} onClick={retry}>
              {t('list.loadFailed')} · {t('common.retry')}
            </button>
          ) : more ? (
            <span role="status">
              {t('list.loadingMore')}
              <DotLoading />
            </span>
          ) : empty ? null : (
            <span>{t('list.noMore')}</span>
          )
        }
      </InfiniteScroll>
    </RefreshArea>
  );
}
