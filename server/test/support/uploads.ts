import assert from 'node:assert/strict';
import sharp from 'sharp';
import type { App } from '#server/app.ts';

/** A multipart body with one file field named `file`, as a browser sends an upload. */
export function multipart(fileName: string, contentType: string, bytes: Buffer) {
  const boundary = '----crossbay-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A picture uploaded by the buyer through POST /api/common/upload; answers its path. */
export async function uploadPicture(app: App, token: string): Promise<string> {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipart('proof.png', 'image/png', png);
  const res = await app.inject({
    method: 'POST',
    url: '/api/common/upload',
    payload,
    headers: { ...headers, token },
  });
  const url = res.json().data.url as string;
  assert.match(url, /^\/uploads\//);
  return url;
}
