import { BankcardOutline, GlobalOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { MethodLink } from '#web/features/wallet/components/method-link.tsx';
import screenStyles from '#web/ui/screen.module.css';
import styles from './top-up-screen.module.css';
import walletScreenStyles from './wallet-screen.module.css';

/** /topUp: the buyer chooses how to recharge. */
export function TopUpScreen() {
  const { t } = useTranslation();
  return (
    <main className={`${screenStyles.root} ${walletScreenStyles.root}`}>
      <h2 className={walletScreenStyles.walletHeading}>{t('wallet.recharge.chooseMethod')}</h2>
      <nav className={styles.root} aria-label={t('wallet.recharge.chooseMethod')}>
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
      <p className={walletScreenStyles.walletNote}>{t('wallet.recharge.auditNote')}</p>
    </main>
  );
}
