import type { BillRecord } from '@crossbay/contract/wallet';
import { useTranslation } from 'react-i18next';
import { useDateText } from '#web/i18n/use-date-text.ts';
import { Money } from '#web/ui/money.tsx';
import styles from './bill-row.module.css';
import { RecordRow } from './record-row.tsx';
import walletRecordStyles from './wallet-record.module.css';

/** One ledger row: its kind, signed amount, and the balance after it. */
export function BillRow({ bill, onOpen }: { bill: BillRecord; onOpen: () => void }) {
  const { t } = useTranslation();
  const date = useDateText();
  const credit = !bill.amount.startsWith('-');
  return (
    <RecordRow
      onOpen={onOpen}
      title={t(`wallet.bill.${bill.type}`)}
      meta={date(bill.created_at)}
      amount={
        <span dir="ltr" className={credit ? styles.walletCredit : styles.walletDebit}>
          {credit ? '+' : ''}
          <Money amount={bill.amount} />
        </span>
      }
      side={
        <span className={walletRecordStyles.after}>
          {t('wallet.bill.after')} <Money amount={bill.balance_after} />
        </span>
      }
    />
  );
}
