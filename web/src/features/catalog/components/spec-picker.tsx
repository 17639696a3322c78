import type { ProductDetail } from '@crossbay/contract/catalog';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import chipStyles from '#web/ui/choice-chip.module.css';
import { classNames } from '#web/ui/class-names.ts';
import detailBlockStyles from './detail-block.module.css';
import styles from './spec-picker.module.css';

type Sku = ProductDetail['skus'][number];
type Props = { skus: Sku[]; chosen: number | null; onChoose: (id: number) => void };

/** One radio per specification; a spec out of stock can be seen but not chosen. */
export function SpecPicker({ skus, chosen, onChoose }: Props) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.root}>
      <legend className={detailBlockStyles.title}>{t('catalog.detail.spec')}</legend>
      <div className={chipStyles.chips}>
        {skus.map((sku) => (
          <label
            key={sku.id}
            className={classNames(
              chipStyles.chip,
              styles.option,
              sku.id === chosen && chipStyles.chipOn,
              sku.id === chosen && styles.optionChosen,
              sku.stock < 1 && styles.optionOut,
            )}
          >
            <input
              type="radio"
              className={chipStyles.coveringInput}
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
