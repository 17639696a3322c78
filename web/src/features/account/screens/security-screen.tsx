import { useTranslation } from 'react-i18next';
import accountFactsStyles from '#web/features/account/components/account-facts.module.css';
import { MenuList } from '#web/features/account/components/menu-list.tsx';
import { useUserInfo } from '#web/session/use-user-info.ts';
import { PageSkeleton } from '#web/ui/page-skeleton.tsx';
import screenStyles from '#web/ui/screen.module.css';
import accountFormScreenStyles from './account-form-screen.module.css';

/** Shows part of an address or number, enough to recognise it. */
function mask(text: string | null): string | undefined {
  if (!text) return undefined;
  const at = text.indexOf('@');
  if (at > 0) return `${text.slice(0, Math.min(2, at))}•••${text.slice(at)}`;
  return text.length > 4 ? `•••${text.slice(-4)}` : text;
}

export function SecurityScreen() {
  const { t } = useTranslation();
  const user = useUserInfo();
  if (!user.data) return <PageSkeleton label={t('common.loading')} />;
  const { account, email, mobile, has_pay_code } = user.data;
  return (
    <main className={screenStyles.root}>
      <dl className={accountFactsStyles.root}>
        <div className={accountFactsStyles.row}>
          <dt>{t('accountScreens.register.account')}</dt>
          <dd>{account}</dd>
        </div>
        <div className={accountFactsStyles.row}>
          <dt>{t('accountScreens.register.email')}</dt>
          <dd>{mask(email) ?? t('accountScreens.notGiven')}</dd>
        </div>
        <div className={accountFactsStyles.row}>
          <dt>{t('accountScreens.register.mobile')}</dt>
          <dd>{mask(mobile) ?? t('accountScreens.notGiven')}</dd>
        </div>
      </dl>
      <MenuList
        entries={[
          { to: '/changePassword', label: t('accountScreens.menu.loginPassword') },
          {
            to: '/changePayPwd',
            label: t('accountScreens.menu.payCode'),
            extra: has_pay_code ? t('accountScreens.payCode.isSet') : t('accountScreens.payCode.notSet'),
          },
          { to: '/forgotPassword', label: t('accountScreens.menu.resetByEmail') },
          { to: '/devices', label: t('accountScreens.menu.devices') },
          { to: '/myData', label: t('accountScreens.menu.myData') },
          { to: '/closeAccount', label: t('accountScreens.menu.closeAccount') },
        ]}
      />
      <p className={accountFormScreenStyles.hint}>{t('accountScreens.security.hint')}</p>
    </main>
  );
}
