import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/ui/empty-state.tsx';
import screenStyles from '#web/ui/screen.module.css';

/** A screen whose data did not come: say so, and offer to try again. */
export function LoadFailed({ retry, retrying }: { retry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <main className={screenStyles.root}>
      <EmptyState
        look="disconnected"
        title={t('accountScreens.loadFailed')}
        description={t('accountScreens.loadFailedHint')}
      >
        <Button color="primary" fill="outline" loading={retrying} onClick={retry}>
          {t('common.retry')}
        </Button>
      </EmptyState>
    </main>
  );
}
