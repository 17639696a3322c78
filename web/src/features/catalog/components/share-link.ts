import i18n from 'i18next';
import { copyAndTell } from '#web/ui/copy-text.ts';

/**
 * The phone's own share sheet (messengers, mail, nearby devices) where the browser has one; the link copied
 * otherwise, or when the sheet cannot open. Closing the sheet without sharing is the buyer's choice: nothing to say.
 */
export async function shareLink(url: string, title: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  await copyAndTell(url, {
    copied: i18n.t('catalog.share.copied'),
    failed: i18n.t('catalog.share.copyFail'),
  });
}
