import type { ReactNode } from 'react';

type Props = { title: ReactNode; amount: ReactNode; meta: ReactNode; side?: ReactNode; onOpen: () => void };

/** One tappable row of a record list: what, how much, when, and its status. */
export function RecordRow({ title, amount, meta, side, onOpen }: Props) {
  return (
    <button type="button" className="wallet-record" onClick={onOpen}>
      <span className="wallet-record__main">
        <span className="wallet-record__title">{title}</span>
        <span className="wallet-record__meta">{meta}</span>
      </span>
      <span className="wallet-record__side">
        <span className="wallet-record__amount">{amount}</span>
        {side}
      </span>
    </button>
  );
}
