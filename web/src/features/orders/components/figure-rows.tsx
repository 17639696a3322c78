import { Money } from '../../../ui/money.tsx';

export type Figure = { label: string; amount: string; minus?: boolean; strong?: boolean };

/** Goods, freight, promo, discount money and total, as a description list; nil deductions are left out. */
export function FigureRows({ figures }: { figures: Figure[] }) {
  return (
    <dl className="figures">
      {figures
        .filter((figure) => !figure.minus || Number(figure.amount) > 0)
        .map((figure) => (
          <div
            key={figure.label}
            className={figure.strong ? 'figures__row figures__row--strong' : 'figures__row'}
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
