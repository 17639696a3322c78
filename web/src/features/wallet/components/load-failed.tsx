import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/ui/empty-state.tsx';

/** A wallet screen whose data did not arrive: what happened, and a button to ask again. */
export function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState look="disconnected" title={t('wallet.loadFailed')} description={t('wallet.loadFailedHint')}>
      <Button color="primary" onClick={retry}>
        {t('common.retry')}
      </Button>
    </EmptyState>
  );
}
