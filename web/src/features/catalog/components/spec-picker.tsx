import type { ProductDetail } from '@crossbay/contract/catalog';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Sku = ProductDetail['skus'][number];
type Props = { skus: Sku[]; chosen: number | null; onChoose: (id: number) => void };

/** One radio per specification; a spec out of stock can be seen but not chosen. */
export function SpecPicker({ skus, chosen, onChoose }: Props) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="spec-picker">
      <legend className="detail-block__title">{t('catalog.detail.spec')}</legend>
      <div className="spec-picker__options">
        {skus.map((sku) => (
          <label
            key={sku.id}
            className={`spec-picker__option${sku.id === chosen ? ' spec-picker__option--chosen' : ''}${sku.stock < 1 ? ' spec-picker__option--out' : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={sku.id}
              checked={sku.id === chosen}
              disabled={sku.stock < 1}
              onChange={() => onChoose(sku.id)}
            />
            {sku.spec}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
