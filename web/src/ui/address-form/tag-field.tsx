import { ADDRESS_TAGS } from '@crossbay/contract/address-tags';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import chipStyles from '#web/ui/choice-chip.module.css';
import { classNames } from '#web/ui/class-names.ts';
import { ClearableInput } from '#web/ui/clearable-input.tsx';
import styles from './tag-field.module.css';

type Props = { value?: string; onChange?: (value: string) => void };

const isPreset = (value: string) => (ADDRESS_TAGS as readonly string[]).includes(value);

/** Home, company, school, or the buyer's own word. */
export function TagField({ value = '', onChange }: Props) {
  const { t } = useTranslation();
  const name = useId();
  const [custom, setCustom] = useState(value !== '' && !isPreset(value));
  const choice = custom ? 'custom' : value;
  return (
    <div className={styles.root}>
      <div className={chipStyles.chips} role="radiogroup" aria-label={t('addressForm.tag')}>
        {[...ADDRESS_TAGS, 'custom'].map((tag) => (
          <label
            key={tag}
            className={classNames(chipStyles.chip, styles.choice, choice === tag && chipStyles.chipOn)}
          >
            <input
              type="radio"
              className={chipStyles.coveringInput}
              name={name}
              value={tag}
              checked={choice === tag}
              onChange={() => {
                setCustom(tag === 'custom');
                onChange?.(tag === 'custom' ? '' : tag);
              }}
            />
            {t(`addressForm.tags.${tag}`)}
          </label>
        ))}
      </div>
      {custom ? (
        <ClearableInput
          aria-label={t('addressForm.customTag')}
          placeholder={t('addressForm.customTag')}
          value={value}
          maxLength={16}
          onChange={(text) => onChange?.(text)}
        />
      ) : null}
    </div>
  );
}

/** The tag as the buyer reads it: a preset in their language, a custom word as typed. */
export function useTagLabel() {
  const { t } = useTranslation();
  return (tag: string) => (isPreset(tag) ? t(`addressForm.tags.${tag}`) : tag);
}
