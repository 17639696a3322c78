import i18n from 'i18next';
import { showFailure, showSuccess } from '../../../ui/toast.ts';

// spec §5: the clipboard is only offered over a secure connection; elsewhere "Copy Fail".
export async function copyLink(url: string): Promise<void> {
  if (!window.isSecureContext || !navigator.clipboard) {
    showFailure(i18n.t('catalog.share.copyFail'));
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    showSuccess(i18n.t('catalog.share.copied'));
  } catch {
    showFailure(i18n.t('catalog.share.copyFail'));
  }
}
