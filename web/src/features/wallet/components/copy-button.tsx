import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { copyAndTell } from '#web/ui/copy-text.ts';

export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const copy = () => copyAndTell(text, { copied: t('wallet.copied'), failed: t('wallet.copyFail') });
  return (
    <Button size="small" color="primary" fill="outline" aria-label={label} onClick={() => void copy()}>
      {t('wallet.copy')}
    </Button>
  );
}
