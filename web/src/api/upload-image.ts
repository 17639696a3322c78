import { http } from './client.ts';
import { ALLOW_RESUBMIT } from './request-client.ts';

export type StoredImage = { url: string; width: number; height: number };

/** POST /api/common/upload, multipart field `file`; the server checks the content and re-encodes it. */
export function uploadImage(file: File): Promise<StoredImage> {
  const form = new FormData();
  form.append('file', file);
  // A FormData body has no stable text, so the duplicate check would take two pictures for one.
  return http.post<StoredImage>('/api/common/upload', form, { headers: { ...ALLOW_RESUBMIT } });
}
