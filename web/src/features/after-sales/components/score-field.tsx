import { Rate } from 'antd-mobile';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './score-field.module.css';

const SCORES = [1, 2, 3, 4, 5] as const;

type Props = { label: string; value?: number; onChange?: (score: number) => void };

/**
 * A score from 1 to 5 stars (a Form.Item child). antd-mobile's Rate draws the stars; over each lies a real,
 * transparent radio, so a tap, a click, the keyboard and a screen reader all choose the same way (the Rate
 * alone answers touch only and reads its stars as five checked radios). The stars run left to right in
 * every language, as the radios above them do.
 */
export function ScoreField({ label, value = 5, onChange }: Props) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <div className={styles.root} role="radiogroup" aria-label={label}>
      <span className={styles.stars} dir="ltr">
        <Rate readOnly value={value} aria-hidden="true" />
        <span className={styles.choices}>
          {SCORES.map((score) => (
            <input
              key={score}
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              aria-label={t('afterSales.review.stars', { score })}
              onChange={() => onChange?.(score)}
            />
          ))}
        </span>
      </span>
      <span className={styles.text} aria-hidden="true">
        {t('afterSales.review.scoreText', { score: value })}
      </span>
    </div>
  );
}
