import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '../../../ui/quantity-stepper.tsx';

type Props = { value: number; max: number; disabled: boolean; onChange: (quantity: number) => void };

/** How many to buy, from 1 to what stock and the purchase limit allow. */
export function QuantityRow({ value, max, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="quantity-row">
      <span id={labelId} className="detail-block__title">
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
