import type { ReactNode } from 'react';
import walletRecordStyles from './wallet-record.module.css';

type Props = { title: ReactNode; amount: ReactNode; meta: ReactNode; side?: ReactNode; onOpen: () => void };

/** One tappable row of a record list: what, how much, when, and its status. */
export function RecordRow({ title, amount, meta, side, onOpen }: Props) {
  return (
    <button type="button" className={walletRecordStyles.root} onClick={onOpen}>
      <span className={walletRecordStyles.main}>
        <span className={walletRecordStyles.title}>{title}</span>
        <span className={walletRecordStyles.meta}>{meta}</span>
      </span>
      <span className={walletRecordStyles.side}>
        <span className={walletRecordStyles.amount}>{amount}</span>
        {side}
      </span>
    </button>
  );
}
