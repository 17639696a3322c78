import { http } from '../../../api/client.ts';
import { ALLOW_RESUBMIT } from '../../../api/request-client.ts';

type Stored = { url: string; width: number; height: number };

/**
 * Uploads a payment evidence picture; the server re-encodes it and answers its URL. Every FormData looks
 * alike to the duplicate guard (it serialises as "{}"), so a second picture must not be taken for a resubmit.
 */
export function uploadEvidence(file: File): Promise<Stored> {
  const form = new FormData();
  form.append('file', file);
  return http.post<Stored>('/api/common/upload', form, { headers: { ...ALLOW_RESUBMIT } });
}
