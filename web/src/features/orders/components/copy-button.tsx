import { useTranslation } from 'react-i18next';
import { copyAndTell } from '#web/ui/copy-text.ts';
import styles from './copy-button.module.css';

export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.root}
      aria-label={label}
      onClick={() =>
        void copyAndTell(text, { copied: t('orders.copy.copied'), failed: t('orders.copy.failed') })
      }
    >
      {t('orders.copy.copy')}
    </button>
  );
}
