import i18n from 'i18next';
import { copyAndTell } from '#web/ui/copy-text.ts';

export function copyLink(url: string): Promise<void> {
  return copyAndTell(url, {
    copied: i18n.t('catalog.share.copied'),
    failed: i18n.t('catalog.share.copyFail'),
  });
}
