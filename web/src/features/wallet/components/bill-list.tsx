import type { BillRecord } from '@crossbay/contract/wallet';
import { useTranslation } from 'react-i18next';
import { BillDetail } from './bill-detail.tsx';
import { BillRow } from './bill-row.tsx';
import type { ListSource } from './record-list.tsx';
import { type EmptyRecords, RecordListWithDetail } from './record-list-with-detail.tsx';

type Props = { query: ListSource<BillRecord>; label: string; empty: EmptyRecords };

/** A list of balance bills, each opening its detail. */
export function BillList({ query, label, empty }: Props) {
  const { t } = useTranslation();
  return (
    <RecordListWithDetail
      query={query}
      label={label}
      rowKey={(b) => b.id}
      empty={empty}
      renderRow={(b, open) => <BillRow bill={b} onOpen={open} />}
      detailTitle={t('wallet.records.billDetail')}
      renderDetail={(b) => <BillDetail bill={b} />}
    />
  );
}
