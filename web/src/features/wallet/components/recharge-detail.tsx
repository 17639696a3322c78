import type { RechargeRecord } from '@crossbay/contract/wallet';
import { useTranslation } from 'react-i18next';
import { Money } from '#web/ui/money.tsx';
import { AuditRows } from './audit-rows.tsx';
import { DetailRow } from './detail-sheet.tsx';
import { StatusRow } from './status-row.tsx';
import walletDetailStyles from './wallet-detail.module.css';

type Props = { record: RechargeRecord; method: string };

/** Every fact of one recharge: how it was paid, what arrived, the audit and the evidence. */
export function RechargeDetail({ record, method }: Props) {
  const { t } = useTranslation();
  return (
    <dl className={walletDetailStyles.root}>
      <StatusRow status={record.status} />
      <DetailRow label={t('wallet.method')}>{method}</DetailRow>
      <DetailRow label={t('wallet.amount')}>
        <Money amount={record.amount} />
      </DetailRow>
      {record.status === 'refused' ? null : (
        <DetailRow label={t('wallet.actualArrival')}>
          {record.arrival ? <Money amount={record.arrival} /> : t('wallet.records.pending')}
        </DetailRow>
      )}
      <DetailRow
        label={
          record.method === 'chain' ? t('wallet.recharge.yourAddress') : t('wallet.recharge.payerAccount')
        }
      >
        <span dir="ltr" className={walletDetailStyles.mono}>
          {record.address}
        </span>
      </DetailRow>
      {record.reference ? (
        <DetailRow label={t('wallet.recharge.reference')}>
          <bdi dir="ltr" className={walletDetailStyles.mono}>
            {record.reference}
          </bdi>
        </DetailRow>
      ) : null}
      <AuditRows record={record} />
      <DetailRow label={t('wallet.recharge.evidence')}>
        <img
          className={walletDetailStyles.evidence}
          src={record.evidence}
          alt={t('wallet.recharge.evidence')}
        />
      </DetailRow>
    </dl>
  );
}
