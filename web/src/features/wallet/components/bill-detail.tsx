import type { BillRecord } from '@crossbay/contract/wallet';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateText } from '#web/i18n/use-date-text.ts';
import { Money } from '#web/ui/money.tsx';
import { DetailRow } from './detail-sheet.tsx';
import walletDetailStyles from './wallet-detail.module.css';

export function BillDetail({ bill }: { bill: BillRecord }) {
  const { t } = useTranslation();
  const date = useDateText();
  return (
    <dl className={walletDetailStyles.root}>
      <DetailRow label={t('wallet.bill.kind')}>{t(`wallet.bill.${bill.type}`)}</DetailRow>
      <DetailRow label={t('wallet.amount')}>
        <Money amount={bill.amount} />
      </DetailRow>
      <DetailRow label={t('wallet.bill.after')}>
        <Money amount={bill.balance_after} />
      </DetailRow>
      {bill.ref_type === 'order' && bill.ref_sn ? (
        <DetailRow label={t('wallet.bill.reference')}>
          <Link to={`/orderInfo/${bill.ref_id}`}>
            {t('wallet.bill.ref.order')} <bdi>{bill.ref_sn}</bdi>
          </Link>
        </DetailRow>
      ) : bill.ref_type && bill.ref_id !== null ? (
        <DetailRow label={t('wallet.bill.reference')}>
          {t(`wallet.bill.ref.${bill.ref_type}`, { defaultValue: bill.ref_type })} #{bill.ref_id}
        </DetailRow>
      ) : null}
      <DetailRow label={t('wallet.bill.time')}>{date(bill.created_at)}</DetailRow>
    </dl>
  );
}
