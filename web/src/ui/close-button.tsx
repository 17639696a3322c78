import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { classNames } from './class-names.ts';
import styles from './close-button.module.css';
import iconButtonStyles from './icon-button.module.css';

/** A dialog's ✕: named "Close" for a screen reader; where it sits is the dialog's (`className`). */
export function CloseButton({ onClick, className }: { onClick: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={classNames(iconButtonStyles.root, styles.root, className)}
      aria-label={t('common.close')}
      onClick={onClick}
    >
      <CloseOutline aria-hidden="true" />
    </button>
  );
}
