import assert from 'node:assert/strict';
import { UPLOAD_ACCESS_FIELD, UPLOAD_PREFIXES, type UploadAccess } from '@crossbay/contract/upload';
import sharp from 'sharp';
import type { App } from '#server/app.ts';

/**
 * A multipart body with `fields` and then one file field named `file`, as a browser sends an upload (the app
 * sends `access` first).
 */
export function multipart(
  fileName: string,
  contentType: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
) {
  const boundary = '----crossbay-test';
  const values = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const head = `${values}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A picture uploaded by the buyer through POST /api/common/upload; answers its path. Private (a proof, evidence,
 * certificate) unless told public (an avatar, a review picture).
 */
export async function uploadPicture(
  app: App,
  token: string,
  access: UploadAccess = 'private',
): Promise<string> {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipart('proof.png', 'image/png', png, { [UPLOAD_ACCESS_FIELD]: access });
  const res = await app.inject({
    method: 'POST',
    url: '/api/common/upload',
    payload,
    headers: { ...headers, token },
  });
  const url = res.json().data.url as string;
  assert.ok(url.startsWith(UPLOAD_PREFIXES[access]), url);
  return url;
}
