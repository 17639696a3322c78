import { UPLOAD_ACCESS_FIELD, type UploadAccess } from '@crossbay/contract/upload';
import { http } from './client.ts';
import { ALLOW_RESUBMIT } from './request-client.ts';

export type StoredImage = { url: string; width: number; height: number };

/**
 * POST /api/common/upload, multipart fields `access` then `file`; the server checks the content and re-encodes it.
 * A private one (a proof) is served to this buyer only, at a URL under /api/ (docs/decisions/0120).
 */
export function uploadImage(file: File, access: UploadAccess): Promise<StoredImage> {
  const form = new FormData();
  form.append(UPLOAD_ACCESS_FIELD, access);
  form.append('file', file);
  // A FormData body has no stable text, so the duplicate check would take two pictures for one.
  return http.post<StoredImage>('/api/common/upload', form, { headers: { ...ALLOW_RESUBMIT } });
}
