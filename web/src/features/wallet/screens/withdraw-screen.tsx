import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '../../../ui/money.tsx';
import { PageSkeleton } from '../../../ui/page-skeleton.tsx';
import { useWithdrawalInfo } from '../api/use-withdrawal-info.ts';
import { LoadFailed } from '../components/load-failed.tsx';
import { WithdrawForm } from '../components/withdraw-form.tsx';
import '../wallet.css';

/** /withDraw: to a bank card or a blockchain address; the amount is frozen at once and audited. */
export function WithdrawScreen() {
  const { t } = useTranslation();
  const info = useWithdrawalInfo();
  if (info.isPending) return <PageSkeleton label={t('common.loading')} />;
  if (info.isError) return <LoadFailed retry={() => void info.refetch()} />;
  return (
    <main className="screen wallet-screen">
      <section className="wallet-balance-strip" aria-label={t('wallet.balance')}>
        <div>
          <span className="wallet-balance-strip__label">{t('wallet.balance')}</span>
          <strong className="wallet-balance-strip__value">
            <Money amount={info.data.balance} />
          </strong>
        </div>
        <div>
          <span className="wallet-balance-strip__label">{t('wallet.frozen')}</span>
          <span>
            <Money amount={info.data.frozen} />
          </span>
        </div>
        <Link to="/depositRecord" className="wallet-balance-strip__link">
          {t('wallet.records.withdrawal')}
        </Link>
      </section>
      <WithdrawForm info={info.data} />
    </main>
  );
}
