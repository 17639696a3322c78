import { PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Content that reloads when pulled down (spec §2), with the translated texts of each step. */
export function RefreshArea({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PullToRefresh
      onRefresh={async () => {
        await onRefresh();
      }}
      pullingText={t('list.pulling')}
      canReleaseText={t('list.canRelease')}
      refreshingText={t('list.refreshing')}
      completeText={t('list.complete')}
    >
      {children}
    </PullToRefresh>
  );
}
