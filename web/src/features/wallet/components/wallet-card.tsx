import { Skeleton } from 'antd-mobile';
import { BankcardOutline, GiftOutline, UnorderedListOutline, UploadOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDiscount } from '#web/features/wallet/api/use-discount.ts';
import { useWithdrawalInfo } from '#web/features/wallet/api/use-withdrawal-info.ts';
import { DollarBillOutline, DollarCircleOutline } from '#web/ui/dollar-icons.tsx';
import { Money } from '#web/ui/money.tsx';
import styles from './wallet-card.module.css';

function Shortcut({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <li>
      <Link to={to} className={styles.shortcut}>
        <span className={styles.shortcutIcon} aria-hidden="true">
          {icon}
        </span>
        {label}
      </Link>
    </li>
  );
}

function Figure({ label, amount, to }: { label: string; amount: string | undefined; to?: string }) {
  const value =
    amount === undefined ? <Skeleton animated className={styles.skeleton} /> : <Money amount={amount} />;
  return (
    <div className={styles.figure}>
      <dt>{to ? <Link to={to}>{label}</Link> : label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The wallet on the Me screen: balance, money frozen in withdrawals under audit, usable discount money, and
 * shortcuts to recharge, withdraw and the three records. Needs no props; it fetches what it shows.
 */
export function WalletCard() {
  const { t } = useTranslation();
  const info = useWithdrawalInfo();
  const discount = useDiscount();
  const failed = info.isError && !info.data;
  return (
    <section className={styles.root} aria-labelledby="wallet-card-title">
      <h2 id="wallet-card-title" className={styles.title}>
        {t('wallet.card.title')}
      </h2>
      {failed ? (
        <p className={styles.failed} role="alert">
          {t('wallet.loadFailed')}{' '}
          <button type="button" className={styles.retry} onClick={() => void info.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : (
        <dl className={styles.figures}>
          <div className={`${styles.figure} ${styles.figureMain}`}>
            <dt>{t('wallet.balance')}</dt>
            <dd>
              {info.data ? (
                <Money amount={info.data.balance} />
              ) : (
                <Skeleton animated className={styles.skeleton} />
              )}
            </dd>
          </div>
          <Figure label={t('wallet.frozen')} amount={info.data?.frozen} />
          <Figure label={t('wallet.card.discount')} amount={discount.data?.pages[0]?.usable} to="/discount" />
        </dl>
      )}
      <ul className={styles.shortcuts}>
        <Shortcut to="/topUp" icon={<DollarCircleOutline />} label={t('wallet.recharge.action')} />
        <Shortcut to="/withDraw" icon={<UploadOutline />} label={t('wallet.withdraw.action')} />
        <Shortcut
          to="/topUpRecord"
          icon={<UnorderedListOutline />}
          label={t('wallet.records.rechargeShort')}
        />
        <Shortcut
          to="/depositRecord"
          icon={<BankcardOutline />}
          label={t('wallet.records.withdrawalShort')}
        />
        <Shortcut to="/capitalRecord" icon={<DollarBillOutline />} label={t('wallet.records.fundShort')} />
        <Shortcut to="/discount" icon={<GiftOutline />} label={t('wallet.discount.title')} />
      </ul>
    </section>
  );
}
