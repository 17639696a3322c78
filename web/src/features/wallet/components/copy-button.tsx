import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { showFailure, showSuccess } from '../../../ui/toast.ts';

/** spec §5: copying needs a secure context; elsewhere the buyer is told it failed. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    if (!window.isSecureContext || !navigator.clipboard) {
      showFailure(t('wallet.copyFail'));
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      showSuccess(t('wallet.copied'));
    } catch {
      showFailure(t('wallet.copyFail'));
    }
  };
  return (
    <Button size="small" color="primary" fill="outline" aria-label={label} onClick={() => void copy()}>
      {t('wallet.copy')}
    </Button>
  );
}
