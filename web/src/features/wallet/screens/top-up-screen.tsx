import { BankcardOutline, GlobalOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MethodLink } from '#web/features/wallet/components/method-link.tsx';
import { TopUpForOrder } from '#web/features/wallet/components/top-up-for-order.tsx';
import screenStyles from '#web/ui/screen.module.css';
import { readTopUpFor, topUpForQuery } from '#web/ui/top-up-for.ts';
import styles from './top-up-screen.module.css';
import walletScreenStyles from './wallet-screen.module.css';

/** /topUp: the buyer chooses how to recharge. */
export function TopUpScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const forOrder = readTopUpFor(search);
  const carried = topUpForQuery(forOrder);
  return (
    <main className={`${screenStyles.root} ${walletScreenStyles.root}`}>
      {forOrder ? <TopUpForOrder what={forOrder} /> : null}
      <h2 className={walletScreenStyles.walletHeading}>{t('wallet.recharge.chooseMethod')}</h2>
      <nav className={styles.root} aria-label={t('wallet.recharge.chooseMethod')}>
        <MethodLink
          to={`/walletTopUp${carried}`}
          icon={<GlobalOutline />}
          title={t('wallet.recharge.chain')}
          hint={t('wallet.recharge.chainHint')}
        />
        <MethodLink
          to={`/cardTopUp${carried}`}
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
