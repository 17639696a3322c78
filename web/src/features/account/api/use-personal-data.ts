import { APP_REQUEST_HEADER } from '@crossbay/contract/session-cookie';
import { useMutation } from '@tanstack/react-query';
import i18n from 'i18next';
import { currentLanguage } from '#web/i18n/current-language.ts';

const PATH = 'api/user/personal_data';
const FALLBACK_NAME = 'crossbay-data.json';

/** The name the server gave the file (`attachment; filename="…"`). */
function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? FALLBACK_NAME;
}

/**
 * Fetches the buyer's data file (a file, not an envelope, so not through the API client) with the app's header
 * the HttpOnly session cookie needs, and hands it to the browser as a download.
 */
async function downloadPersonalData(): Promise<string> {
  const base = import.meta.env.VITE_API_BASE_URL || '/';
  const response = await fetch(`${base}${PATH}?lang=${encodeURIComponent(currentLanguage())}`, {
    headers: { [APP_REQUEST_HEADER]: '1' },
    cache: 'no-store',
  });
  if (!response.ok || !response.headers.get('content-disposition'))
    throw new Error(i18n.t('accountScreens.privacy.downloadFailed'));
  const name = fileNameOf(response.headers.get('content-disposition'));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

export function useDownloadPersonalData() {
  return useMutation({ mutationFn: downloadPersonalData });
}
