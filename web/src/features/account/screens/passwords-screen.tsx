import { useTranslation } from 'react-i18next';
import { MenuList } from '#web/features/account/components/menu-list.tsx';
import { useSession } from '#web/session/session-store.ts';
import screenStyles from '#web/ui/screen.module.css';

/** /passwords: both kinds of password, each with its own form. */
export function PasswordsScreen() {
  const { t } = useTranslation();
  const hasPayCode = useSession((state) => state.user?.has_pay_code ?? false);
  return (
    <main className={screenStyles.root}>
      <MenuList
        entries={[
          { to: '/changePassword', label: t('accountScreens.menu.loginPassword') },
          {
            to: '/changePayPwd',
            label: t('accountScreens.menu.payCode'),
            extra: hasPayCode ? t('accountScreens.payCode.isSet') : t('accountScreens.payCode.notSet'),
          },
        ]}
      />
    </main>
  );
}
