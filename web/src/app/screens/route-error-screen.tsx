import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import appFrameStyles from '#web/app/shell/app-frame.module.css';
import { EmptyState } from '#web/ui/empty-state.tsx';
import screenStyles from '#web/ui/screen.module.css';

/** A screen that failed to load or crashed (for instance a chunk lost after a deploy). */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  return (
    <div className={appFrameStyles.root}>
      <main className={screenStyles.root} role="alert">
        <EmptyState look="disconnected" title={t('pageError.title')} description={t('pageError.description')}>
          <Button color="primary" onClick={() => window.location.reload()}>
            {t('pageError.reload')}
          </Button>
        </EmptyState>
      </main>
    </div>
  );
}
