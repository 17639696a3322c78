import { useTranslation } from 'react-i18next';
import { usePlatformInfo } from '#web/features/account/api/use-platform-info.ts';
import { ContactList } from '#web/features/account/components/contact-list.tsx';
import { LoadFailed } from '#web/features/account/components/load-failed.tsx';
import { MenuList } from '#web/features/account/components/menu-list.tsx';
import { PageSkeleton } from '#web/ui/page-skeleton.tsx';
import screenStyles from '#web/ui/screen.module.css';
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
