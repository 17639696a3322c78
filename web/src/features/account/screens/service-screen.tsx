import { useTranslation } from 'react-i18next';
import { usePlatformInfo } from '#web/features/account/api/use-platform-info.ts';
import { ContactList } from '#web/features/account/components/contact-list.tsx';
import { MenuList } from '#web/features/account/components/menu-list.tsx';
import screenStyles from '#web/ui/screen.module.css';
import { ScreenData } from '#web/ui/screen-data.tsx';
import accountFormScreenStyles from './account-form-screen.module.css';

export function ServiceScreen() {
  const { t } = useTranslation();
  const platform = usePlatformInfo();
  return (
    <ScreenData query={platform}>
      {(data) => (
        <main className={screenStyles.root}>
          <p className={accountFormScreenStyles.hint}>{t('accountScreens.service.intro')}</p>
          <ContactList platform={data} />
          <MenuList
            entries={[
              { to: '/helpAndSupport', label: t('accountScreens.menu.help') },
              { to: '/platformComplaint', label: t('accountScreens.menu.suggestion') },
            ]}
          />
        </main>
      )}
    </ScreenData>
  );
}
