import { BILL_TYPES, type BillRecord, type BillType } from '@crossbay/contract/wallet';
import { CapsuleTabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRecordPages } from '#web/features/wallet/api/use-record-pages.ts';
import { BillList } from '#web/features/wallet/components/bill-list.tsx';
import screenStyles from '#web/ui/screen.module.css';
import walletScreenStyles from './wallet-screen.module.css';

const ALL = 'all';
const isBillType = (value: string | null): value is BillType => BILL_TYPES.includes(value as BillType);

/** /capitalRecord: the balance ledger, filterable by kind; the filter lives in the URL so back keeps it. */
export function CapitalRecordScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('type');
  const type = isBillType(requested) ? requested : null;
  const query = useRecordPages<BillRecord>('/api/user/bill', type ? { type } : {});

  return (
    <main className={`${screenStyles.root} ${walletScreenStyles.root} ${walletScreenStyles.list}`}>
      <CapsuleTabs
        activeKey={type ?? ALL}
        onChange={(key) => setSearch(key === ALL ? {} : { type: key }, { replace: true })}
      >
        <CapsuleTabs.Tab key={ALL} title={t('wallet.bill.all')} />
        {BILL_TYPES.map((kind) => (
          <CapsuleTabs.Tab key={kind} title={t(`wallet.bill.${kind}`)} />
        ))}
      </CapsuleTabs>
      <BillList
        query={query}
        label={t('wallet.records.fund')}
        empty={{
          title: t('wallet.records.noBills'),
          description: t('wallet.records.noBillsHint'),
          action: t('wallet.recharge.action'),
          to: '/topUp',
        }}
      />
    </main>
  );
}
