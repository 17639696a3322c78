import { useTranslation } from 'react-i18next';
import { MenuList } from '#web/features/account/components/menu-list.tsx';
import accountFormScreenStyles from '#web/features/account/screens/account-form-screen.module.css';
import { WalletCard } from '#web/features/wallet/components/wallet-card.tsx';
import { useUserInfo } from '#web/session/use-user-info.ts';
import screenStyles from '#web/ui/screen.module.css';
import { ScreenData } from '#web/ui/screen-data.tsx';

/** /payment: how the buyer pays — the balance and its records (the wallet card), the payment code, and what waits to be paid. */
// Like the Me tab it composes the account, wallet and orders features, so it lives with the app.
export function PaymentScreen() {
  const { t } = useTranslation();
  const user = useUserInfo();
  return (
    <ScreenData query={user}>
      {({ has_pay_code }) => (
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
      )}
    </ScreenData>
  );
}
