import type { RechargeRecord } from '@crossbay/contract/wallet';
import { useTranslation } from 'react-i18next';
import { useRecordPages } from '#web/features/wallet/api/use-record-pages.ts';
import { RechargeDetail } from '#web/features/wallet/components/recharge-detail.tsx';
import { RecordListWithDetail } from '#web/features/wallet/components/record-list-with-detail.tsx';
import { RecordRow } from '#web/features/wallet/components/record-row.tsx';
import { StatusTag } from '#web/features/wallet/components/status-tag.tsx';
import { useDateText } from '#web/i18n/use-date-text.ts';
import { Money } from '#web/ui/money.tsx';
import screenStyles from '#web/ui/screen.module.css';
import walletScreenStyles from './wallet-screen.module.css';

/** /topUpRecord: every recharge with its audit result. */
export function TopUpRecordScreen() {
  const { t } = useTranslation();
  const date = useDateText();
  const query = useRecordPages<RechargeRecord>('/api/user/recharge_log');
  const method = (r: RechargeRecord) =>
    r.method === 'chain'
      ? `${t('wallet.recharge.chain')} · ${r.network}`
      : `${t('wallet.recharge.card')} · ${r.network}`;

  return (
    <main className={`${screenStyles.root} ${walletScreenStyles.root} ${walletScreenStyles.list}`}>
      <RecordListWithDetail
        query={query}
        label={t('wallet.records.recharge')}
        rowKey={(r) => r.id}
        empty={{
          title: t('wallet.records.noRecharges'),
          description: t('wallet.records.noRechargesHint'),
          action: t('wallet.recharge.action'),
          to: '/topUp',
        }}
        renderRow={(r, open) => (
          <RecordRow
            onOpen={open}
            title={method(r)}
            meta={date(r.created_at)}
            amount={<Money amount={r.amount} />}
            side={<StatusTag status={r.status} />}
          />
        )}
        detailTitle={t('wallet.records.rechargeDetail')}
        renderDetail={(r) => <RechargeDetail record={r} method={method(r)} />}
      />
    </main>
  );
}
