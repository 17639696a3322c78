import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../../ui/page-skeleton.tsx';
import appFrameStyles from '../shell/app-frame.module.css';

/** Shown while the first route (and the session behind it) loads. */
export function BootScreen() {
  const { t } = useTranslation();
  return (
    <div className={appFrameStyles.root}>
      <PageSkeleton label={t('common.loading')} />
    </div>
  );
}
