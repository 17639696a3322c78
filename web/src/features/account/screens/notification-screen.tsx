import { useTranslation } from 'react-i18next';
import { useNotices } from '#web/features/account/api/use-notices.ts';
import { useReadNotice } from '#web/features/account/api/use-read-notice.ts';
import { NoticeItem } from '#web/features/account/components/notice-item.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import noticeListStyles from '#web/ui/notice-list.module.css';
import { RefreshList } from '#web/ui/refresh-list.tsx';
import screenStyles from '#web/ui/screen.module.css';
import { ScreenData } from '#web/ui/screen-data.tsx';
import styles from './notification-screen.module.css';

export function NotificationScreen() {
  const { t } = useTranslation();
  const notices = useNotices();
  const read = useReadNotice();
  return (
    <ScreenData query={notices}>
      {({ pages }) => {
        const list = pages.flatMap((page) => page.list);
        const unread = pages[0]?.unread ?? 0;
        return (
          <main className={screenStyles.root}>
            <RefreshList
              onRefresh={() => notices.refetch()}
              onLoadMore={() => notices.fetchNextPage()}
              hasMore={notices.hasNextPage}
              loadingMore={notices.isFetchingNextPage}
              empty={list.length === 0}
            >
              {list.length === 0 ? (
                <EmptyState
                  title={t('accountScreens.notice.empty')}
                  description={t('accountScreens.notice.emptyHint')}
                />
              ) : (
                <>
                  <p className={styles.summary} role="status">
                    {unread > 0
                      ? t('accountScreens.notice.unreadCount', { count: unread })
                      : t('accountScreens.notice.allRead')}
                  </p>
                  <ul className={noticeListStyles.root}>
                    {list.map((notice) => (
                      <NoticeItem key={notice.id} notice={notice} onOpen={() => read.mutate(notice.id)} />
                    ))}
                  </ul>
                </>
              )}
            </RefreshList>
          </main>
        );
      }}
    </ScreenData>
  );
}
