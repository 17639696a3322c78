import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWithdrawalInfo } from '#web/features/wallet/api/use-withdrawal-info.ts';
import { WithdrawForm } from '#web/features/wallet/components/withdraw-form.tsx';
import { Money } from '#web/ui/money.tsx';
import screenStyles from '#web/ui/screen.module.css';
import { ScreenData } from '#web/ui/screen-data.tsx';
import walletScreenStyles from './wallet-screen.module.css';
import styles from './withdraw-screen.module.css';

/** /withDraw: to a bank card or a blockchain address; the amount is frozen at once and audited. */
export function WithdrawScreen() {
  const { t } = useTranslation();
  const info = useWithdrawalInfo();
  const failed = { title: t('wallet.loadFailed'), description: t('wallet.loadFailedHint') };
  return (
    <ScreenData query={info} failed={failed}>
      {(data) => (
        <main className={`${screenStyles.root} ${walletScreenStyles.root}`}>
          <section className={styles.root} aria-label={t('wallet.balance')}>
            <div>
              <span className={styles.label}>{t('wallet.balance')}</span>
              <strong className={styles.value}>
                <Money amount={data.balance} />
              </strong>
            </div>
            <div>
              <span className={styles.label}>{t('wallet.frozen')}</span>
              <span>
                <Money amount={data.frozen} />
              </span>
            </div>
            <Link to="/depositRecord" className={styles.link}>
              {t('wallet.records.withdrawal')}
            </Link>
          </section>
          <WithdrawForm info={data} />
        </main>
      )}
    </ScreenData>
  );
}
