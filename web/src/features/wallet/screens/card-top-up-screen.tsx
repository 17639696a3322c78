import { useTranslation } from 'react-i18next';
import { BankNameItem } from '../components/bank-name-item.tsx';
import { RechargeForm } from '../components/recharge-form.tsx';
import '../wallet.css';

/** /cardTopUp: a manual bank or card transfer, audited like every recharge. */
export function CardTopUpScreen() {
  const { t } = useTranslation();
  return (
    <main className="screen wallet-screen">
      <p className="wallet-note wallet-note--top">{t('wallet.recharge.cardIntro')}</p>
      <RechargeForm
        method="card"
        limits={null}
        addressLabel={t('wallet.recharge.payerAccount')}
        addressPlaceholder={t('wallet.recharge.payerAccountPlaceholder')}
        networkField={<BankNameItem name="network" />}
      />
    </main>
  );
}
