import { Skeleton } from 'antd-mobile';
import { BankcardOutline, GiftOutline, UnorderedListOutline, UploadOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DollarBillOutline, DollarCircleOutline } from '../../../ui/dollar-icons.tsx';
import { Money } from '../../../ui/money.tsx';
import { useDiscount } from '../api/use-discount.ts';
import { useWithdrawalInfo } from '../api/use-withdrawal-info.ts';
import '../wallet.css';

function Shortcut({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <li>
      <Link to={to} className="wallet-card__shortcut">
        <span className="wallet-card__shortcut-icon" aria-hidden="true">
          {icon}
        </span>
        {label}
      </Link>
    </li>
  );
}

function Figure({ label, amount, to }: { label: string; amount: string | undefined; to?: string }) {
  const value =
    amount === undefined ? (
      <Skeleton animated className="wallet-card__skeleton" />
    ) : (
      <Money amount={amount} />
    );
  return (
    <div className="wallet-card__figure">
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
    <section className="wallet-card" aria-labelledby="wallet-card-title">
      <h2 id="wallet-card-title" className="wallet-card__title">
        {t('wallet.card.title')}
      </h2>
      {failed ? (
        <p className="wallet-card__failed" role="alert">
          {t('wallet.loadFailed')}{' '}
          <button type="button" className="wallet-card__retry" onClick={() => void info.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : (
        <dl className="wallet-card__figures">
          <div className="wallet-card__figure wallet-card__figure--main">
            <dt>{t('wallet.balance')}</dt>
            <dd>
              {info.data ? (
                <Money amount={info.data.balance} />
              ) : (
                <Skeleton animated className="wallet-card__skeleton" />
              )}
            </dd>
          </div>
          <Figure label={t('wallet.frozen')} amount={info.data?.frozen} />
          <Figure label={t('wallet.card.discount')} amount={discount.data?.pages[0]?.usable} to="/discount" />
        </dl>
      )}
      <ul className="wallet-card__shortcuts">
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
