import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWithdrawalInfo } from '#web/features/wallet/api/use-withdrawal-info.ts';
import { LoadFailed } from '#web/features/wallet/components/load-failed.tsx';
import { WithdrawForm } from '#web/features/wallet/components/withdraw-form.tsx';
import { Money } from '#web/ui/money.tsx';
import { PageSkeleton } from '#web/ui/page-skeleton.tsx';
import screenStyles from '#web/ui/screen.module.css';
import walletScreenStyles from './wallet-screen.module.css';
import styles from './withdraw-screen.module.css';

/** /withDraw: to a bank card or a blockchain address; the amount is frozen at once and audited. */
export function WithdrawScreen() {
  const { t } = useTranslation();
  const info = useWithdrawalInfo();
  if (info.isPending) return <PageSkeleton label={t('common.loading')} />;
  if (info.isError) return <LoadFailed retry={() => void info.refetch()} />;
  return (
    <main className={`${screenStyles.root} ${walletScreenStyles.root}`}>
      <section className={styles.root} aria-label={t('wallet.balance')}>
        <div>
          <span className={styles.label}>{t('wallet.balance')}</span>
          <strong className={styles.value}>
            <Money amount={info.data.balance} />
          </strong>
        </div>
        <div>
          <span className={styles.label}>{t('wallet.frozen')}</span>
          <span>
            <Money amount={info.data.frozen} />
          </span>
        </div>
        <Link to="/depositRecord" className={styles.link}>
          {t('wallet.records.withdrawal')}
        </Link>
      </section>
      <WithdrawForm info={info.data} />
    </main>
  );
}
