import type { WithdrawalRecord } from '@crossbay/contract/wallet';
import { useTranslation } from 'react-i18next';
import { useRecordPages } from '#web/features/wallet/api/use-record-pages.ts';
import { RecordListWithDetail } from '#web/features/wallet/components/record-list-with-detail.tsx';
import { RecordRow } from '#web/features/wallet/components/record-row.tsx';
import { StatusTag } from '#web/features/wallet/components/status-tag.tsx';
import { WithdrawalDetail } from '#web/features/wallet/components/withdrawal-detail.tsx';
import { useDateText } from '#web/i18n/use-date-text.ts';
import { Money } from '#web/ui/money.tsx';
import screenStyles from '#web/ui/screen.module.css';
import walletScreenStyles from './wallet-screen.module.css';

/** /depositRecord (the spec's name for it): every withdrawal with its service charge, arrival and audit result. */
export function WithdrawalRecordsScreen() {
  const { t } = useTranslation();
  const date = useDateText();
  const query = useRecordPages<WithdrawalRecord>('/api/user/extract_log');
  const destination = (r: WithdrawalRecord) =>
    r.type === 'bank' ? `${r.bank_name ?? ''} ${r.card_number ?? ''}`.trim() : `${r.network ?? ''}`;
  const title = (r: WithdrawalRecord) =>
    `${r.type === 'bank' ? t('wallet.withdraw.bankCard') : t('wallet.withdraw.blockchain')} · ${destination(r)}`;

  return (
    <main className={`${screenStyles.root} ${walletScreenStyles.root} ${walletScreenStyles.list}`}>
      <RecordListWithDetail
        query={query}
        label={t('wallet.records.withdrawal')}
        rowKey={(r) => r.id}
        empty={{
          title: t('wallet.records.noWithdrawals'),
          description: t('wallet.records.noWithdrawalsHint'),
          action: t('wallet.withdraw.action'),
          to: '/withDraw',
        }}
        renderRow={(r, open) => (
          <RecordRow
            onOpen={open}
            title={title(r)}
            meta={
              <>
                {date(r.created_at)}
                <br />
                {r.status === 'refused' ? (
                  t('wallet.records.returned')
                ) : (
                  <>
                    {t('wallet.actualArrival')} <Money amount={r.arrival ?? r.expected_arrival} />
                  </>
                )}
              </>
            }
            amount={<Money amount={r.amount} />}
            side={<StatusTag status={r.status} />}
          />
        )}
        detailTitle={t('wallet.records.withdrawalDetail')}
        renderDetail={(r) => <WithdrawalDetail record={r} />}
      />
    </main>
  );
}
