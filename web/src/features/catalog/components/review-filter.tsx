import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import chipStyles from '#web/ui/choice-chip.module.css';
import { classNames } from '#web/ui/class-names.ts';
import styles from './review-filter.module.css';

type Props = {
  count: number;
  withPictures: number;
  picturesOnly: boolean;
  onChange: (picturesOnly: boolean) => void;
};

/** Every review, or only those with pictures: two chips, one chosen. */
export function ReviewFilter({ count, withPictures, picturesOnly, onChange }: Props) {
  const { t } = useTranslation();
  const name = useId();
  const options = [
    { value: false, label: t('catalog.reviews.everyReview', { count }) },
    { value: true, label: t('catalog.reviews.withPictures', { count: withPictures }) },
  ];
  return (
    <fieldset className={styles.root}>
      <legend className="visually-hidden">{t('catalog.reviews.show')}</legend>
      <div className={chipStyles.chips}>
        {options.map((option) => (
          <label
            key={String(option.value)}
            className={classNames(chipStyles.chip, option.value === picturesOnly && chipStyles.chipOn)}
          >
            <input
              type="radio"
              className={chipStyles.coveringInput}
              name={name}
              checked={option.value === picturesOnly}
              disabled={option.value && withPictures === 0}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
