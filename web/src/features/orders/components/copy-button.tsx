import { useTranslation } from 'react-i18next';
import { showFailure, showSuccess } from '../../../ui/toast.ts';
import styles from './copy-button.module.css';
import { copyText } from './copy-text.ts';

export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.root}
      aria-label={label}
      onClick={async () => {
        if (await copyText(text)) showSuccess(t('orders.copy.copied'));
        else showFailure(t('orders.copy.failed'));
      }}
    >
      {t('orders.copy.copy')}
    </button>
  );
}
