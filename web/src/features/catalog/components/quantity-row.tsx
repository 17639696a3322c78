import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '#web/ui/class-names.ts';
import { QuantityStepper } from '#web/ui/quantity-stepper.tsx';
import detailBlockStyles from './detail-block.module.css';
import styles from './quantity-row.module.css';

type Props = {
  value: number;
  max: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
  className?: string;
};

/** How many to buy, from 1 to what stock and the purchase limit allow. */
export function QuantityRow({ value, max, disabled, onChange, className }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className={classNames(styles.root, className)}>
      <span id={labelId} className={`${detailBlockStyles.title} ${styles.title}`}>
        {t('catalog.detail.quantity')}
      </span>
      <QuantityStepper
        aria-labelledby={labelId}
        min={1}
        max={max}
        value={value}
        disabled={disabled}
        onChange={onChange}
      />
    </div>
  );
}
