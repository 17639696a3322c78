import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../../../ui/page-skeleton.tsx';
import screenStyles from '../../../ui/screen.module.css';
import { usePlatformInfo } from '../api/use-platform-info.ts';
import { ContactList } from '../components/contact-list.tsx';
import { LoadFailed } from '../components/load-failed.tsx';
import { MenuList } from '../components/menu-list.tsx';
import accountFormScreenStyles from './account-form-screen.module.css';

export function ServiceScreen() {
  const { t } = useTranslation();
  const platform = usePlatformInfo();
  if (platform.isPending) return <PageSkeleton label={t('common.loading')} />;
  if (platform.isError) {
    return <LoadFailed retry={() => void platform.refetch()} retrying={platform.isFetching} />;
  }
  return (
    <main className={screenStyles.root}>
      <p className={accountFormScreenStyles.hint}>{t('accountScreens.service.intro')}</p>
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
