import type { WithdrawalRecord } from '@crossbay/contract/wallet';
import { useTranslation } from 'react-i18next';
import { Money } from '#web/ui/money.tsx';
import { AuditRows } from './audit-rows.tsx';
import { DetailRow } from './detail-sheet.tsx';
import { StatusRow } from './status-row.tsx';
import walletDetailStyles from './wallet-detail.module.css';

/** Every fact of one withdrawal: where it went, what it cost, what arrived and the audit. */
export function WithdrawalDetail({ record }: { record: WithdrawalRecord }) {
  const { t } = useTranslation();
  return (
    <dl className={walletDetailStyles.root}>
      <StatusRow status={record.status} />
      <DetailRow label={t('wallet.withdraw.type')}>
        {record.type === 'bank' ? t('wallet.withdraw.bankCard') : t('wallet.withdraw.blockchain')}
      </DetailRow>
      {record.type === 'bank' ? (
        <>
          <DetailRow label={t('wallet.bankName')}>{record.bank_name}</DetailRow>
          <DetailRow label={t('wallet.cardNumber')}>
            <span dir="ltr">{record.card_number}</span>
          </DetailRow>
        </>
      ) : (
        <>
          <DetailRow label={t('wallet.network')}>{record.network}</DetailRow>
          <DetailRow label={t('wallet.withdraw.address')}>
            <span dir="ltr" className={walletDetailStyles.mono}>
              {record.address}
            </span>
          </DetailRow>
        </>
      )}
      <DetailRow label={t('wallet.amount')}>
        <Money amount={record.amount} />
      </DetailRow>
      {record.status === 'refused' ? (
        // Nothing arrived and nothing was charged: the whole amount went back.
        <DetailRow label={t('wallet.records.returned')}>
          <Money amount={record.amount} />
        </DetailRow>
      ) : (
        <>
          <DetailRow label={t('wallet.serviceCharge')}>
            <Money amount={record.service_charge} />
          </DetailRow>
          <DetailRow label={t('wallet.actualArrival')}>
            <Money amount={record.arrival ?? record.expected_arrival} />
          </DetailRow>
        </>
      )}
      <AuditRows record={record} />
    </dl>
  );
}
