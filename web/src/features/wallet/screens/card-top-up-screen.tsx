import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRechargeAccount } from '#web/features/wallet/api/use-recharge-account.ts';
import { BankNameItem } from '#web/features/wallet/components/bank-name-item.tsx';
import { RechargeForm } from '#web/features/wallet/components/recharge-form.tsx';
import { TransferAccount } from '#web/features/wallet/components/transfer-account.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import screenStyles from '#web/ui/screen.module.css';
import { ScreenData } from '#web/ui/screen-data.tsx';
import styles from './card-top-up-screen.module.css';
import walletScreenStyles from './wallet-screen.module.css';

/**
 * /cardTopUp: a manual bank or card transfer to the platform's account, with the buyer's reference
 * written on it, then the proof, audited like every recharge.
 */
export function CardTopUpScreen() {
  const { t } = useTranslation();
  const info = useRechargeAccount();
  const failed = { title: t('wallet.loadFailed'), description: t('wallet.loadFailedHint') };

  return (
    <ScreenData query={info} failed={failed}>
      {(data) => {
        // No account set: there is nowhere to send money, so there is no form to send a transfer with.
        if (!data.bank)
          return (
            <EmptyState
              title={t('wallet.recharge.noAccount')}
              description={t('wallet.recharge.noAccountHint')}
            >
              <Link to="/walletTopUp" replace className={`adm-button adm-button-primary ${styles.root}`}>
                {t('wallet.recharge.chain')}
              </Link>
            </EmptyState>
          );

        return (
          <main className={`${screenStyles.root} ${walletScreenStyles.root}`}>
            <TransferAccount account={data.bank} reference={data.reference} />
            <h2 className={walletScreenStyles.walletHeading}>{t('wallet.recharge.yourTransfer')}</h2>
            <RechargeForm
              method="card"
              limits={null}
              addressLabel={t('wallet.recharge.payerAccount')}
              addressPlaceholder={t('wallet.recharge.payerAccountPlaceholder')}
              networkField={<BankNameItem name="network" />}
            />
          </main>
        );
      }}
    </ScreenData>
  );
}
