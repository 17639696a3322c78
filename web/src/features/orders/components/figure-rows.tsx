import type { DisplayRate } from '@crossbay/contract/display-currency';
import { ApproxPrice } from '#web/ui/approx-price.tsx';
import { Money } from '#web/ui/money.tsx';
import styles from './figure-rows.module.css';

export type Figure = { label: string; amount: string; minus?: boolean; strong?: boolean };

/** Goods, freight, promo, discount money and total, as a description list; nil deductions are left out. */
export function FigureRows({ figures, kept }: { figures: Figure[]; kept?: DisplayRate | null }) {
  return (
    <dl className={styles.root}>
      {figures
        .filter((figure) => !figure.minus || Number(figure.amount) > 0)
        .map((figure) => (
          <div
            key={figure.label}
            className={figure.strong ? `${styles.row} ${styles.rowStrong}` : styles.row}
          >
            <dt>{figure.label}</dt>
            <dd>
              {figure.minus ? '−' : ''}
              <Money amount={figure.amount} />
              {figure.strong ? <ApproxPrice amount={figure.amount} kept={kept} /> : null}
            </dd>
          </div>
        ))}
    </dl>
  );
}
