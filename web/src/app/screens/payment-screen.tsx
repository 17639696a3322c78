import { useTranslation } from 'react-i18next';
import { LoadFailed } from '#web/features/account/components/load-failed.tsx';
import { MenuList } from '#web/features/account/components/menu-list.tsx';
import accountFormScreenStyles from '#web/features/account/screens/account-form-screen.module.css';
import { WalletCard } from '#web/features/wallet/components/wallet-card.tsx';
import { useUserInfo } from '#web/session/use-user-info.ts';
import { PageSkeleton } from '#web/ui/page-skeleton.tsx';
import screenStyles from '#web/ui/screen.module.css';

/** /payment: how the buyer pays — the balance and its records (the wallet card), the payment code, and what waits to be paid. */
// Like the Me tab it composes the account, wallet and orders features, so it lives with the app.
export function PaymentScreen() {
  const { t } = useTranslation();
  const user = useUserInfo();
  if (user.isError && !user.data) {
    return <LoadFailed retry={() => void user.refetch()} retrying={user.isFetching} />;
  }
  if (!user.data) return <PageSkeleton label={t('common.loading')} />;
  const { has_pay_code } = user.data;

  return (
    <main className={screenStyles.root}>
      <WalletCard />
      <p className={accountFormScreenStyles.hint}>{t('wallet.payment.hint')}</p>
      <MenuList
        label={t('routes.payment')}
        entries={[
          {
            to: '/changePayPwd',
            label: t('accountScreens.menu.payCode'),
            extra: has_pay_code ? t('accountScreens.payCode.isSet') : t('accountScreens.payCode.notSet'),
          },
          { to: '/myPurchases/waiting_pay', label: t('orders.status.waiting_pay') },
        ]}
      />
    </main>
  );
}
