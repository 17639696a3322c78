import { useTranslation } from 'react-i18next';
import appFrameStyles from '#web/app/shell/app-frame.module.css';
import { PageSkeleton } from '#web/ui/page-skeleton.tsx';

/** Shown while the first route (and the session behind it) loads. */
export function BootScreen() {
  const { t } = useTranslation();
  return (
    <div className={appFrameStyles.root}>
      <PageSkeleton label={t('common.loading')} />
    </div>
  );
}
