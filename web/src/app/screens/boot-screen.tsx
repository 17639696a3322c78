import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../../ui/page-skeleton.tsx';

/** Shown while the first route (and the session behind it) loads. */
export function BootScreen() {
  const { t } = useTranslation();
  return (
    <div className="app-frame">
      <PageSkeleton label={t('common.loading')} />
    </div>
  );
}
