import { BankcardOutline, GlobalOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { MethodLink } from '../components/method-link.tsx';
import '../wallet.css';

/** /topUp: the buyer chooses how to recharge. */
export function TopUpScreen() {
  const { t } = useTranslation();
  return (
    <main className="screen wallet-screen">
      <h2 className="wallet-heading">{t('wallet.recharge.chooseMethod')}</h2>
      <nav className="wallet-methods" aria-label={t('wallet.recharge.chooseMethod')}>
        <MethodLink
          to="/walletTopUp"
          icon={<GlobalOutline />}
          title={t('wallet.recharge.chain')}
          hint={t('wallet.recharge.chainHint')}
        />
        <MethodLink
          to="/cardTopUp"
          icon={<BankcardOutline />}
          title={t('wallet.recharge.card')}
          hint={t('wallet.recharge.cardHint')}
        />
        <MethodLink
          to="/topUpRecord"
          icon={<UnorderedListOutline />}
          title={t('wallet.records.recharge')}
          hint={t('wallet.recharge.recordsHint')}
        />
      </nav>
      <p className="wallet-note">{t('wallet.recharge.auditNote')}</p>
    </main>
  );
}
