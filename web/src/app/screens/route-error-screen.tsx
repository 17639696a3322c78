import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state.tsx';

/** A screen that failed to load or crashed (for instance a chunk lost after a deploy). */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  return (
    <div className="app-frame">
      <main className="screen" role="alert">
        <EmptyState look="disconnected" title={t('pageError.title')} description={t('pageError.description')}>
          <Button color="primary" onClick={() => window.location.reload()}>
            {t('pageError.reload')}
          </Button>
        </EmptyState>
      </main>
    </div>
  );
}
