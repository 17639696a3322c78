import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../../../ui/page-skeleton.tsx';
import { usePlatformInfo } from '../api/use-platform-info.ts';
import { ContactList } from '../components/contact-list.tsx';
import { LoadFailed } from '../components/load-failed.tsx';
import { MenuList } from '../components/menu-list.tsx';
import '../account-screens.css';

export function ServiceScreen() {
  const { t } = useTranslation();
  const platform = usePlatformInfo();
  if (platform.isPending) return <PageSkeleton label={t('common.loading')} />;
  if (platform.isError) {
    return <LoadFailed retry={() => void platform.refetch()} retrying={platform.isFetching} />;
  }
  return (
    <main className="screen info-screen">
      <p className="account-form-screen__hint">{t('accountScreens.service.intro')}</p>
      <ContactList platform={platform.data} />
      <MenuList
        entries={[
          { to: '/helpAndSupport', label: t('accountScreens.menu.help') },
          { to: '/platformComplaint', label: t('accountScreens.menu.suggestion') },
        ]}
      />
    </main>
  );
}
