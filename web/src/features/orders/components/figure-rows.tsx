import { Money } from '#web/ui/money.tsx';
import styles from './figure-rows.module.css';

export type Figure = { label: string; amount: string; minus?: boolean; strong?: boolean };

/** Goods, freight, promo, discount money and total, as a description list; nil deductions are left out. */
export function FigureRows({ figures }: { figures: Figure[] }) {
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
            </dd>
          </div>
        ))}
    </dl>
  );
}
