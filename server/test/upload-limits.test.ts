import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import { RULE_MESSAGES } from '@crossbay/contract/messages';
import sharp from 'sharp';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// Issue 35: a file over 5 MB is refused, never cut at 5 MB and stored; a malformed multipart body is the
// sender's mistake (HTTP 400 and the envelope), not the server's (500).

const MB = 1024 * 1024;
const errors = (lang: 'en' | 'de') => RULE_MESSAGES[lang].errors as Record<string, string>;

/**
 * A multipart upload of `bytes` as a browser or curl streams it: the part's head, then the file in reads of
 * `chunk` bytes from its start, then the closing boundary. With reads that end exactly at 5 MB, the parser
 * cuts the file at the limit without handing on another byte, and the plugin's check never runs again.
 */
function streamedUpload(bytes: Buffer, chunk: number) {
  const boundary = '----crossbay-stream';
  const pieces: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
  ];
  for (let at = 0; at < bytes.length; at += chunk) pieces.push(bytes.subarray(at, at + chunk));
  pieces.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  return {
    payload: Readable.from(pieces, { objectMode: false }),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

for (const dialect of dialects) {
  describe(`upload limits on ${dialect}`, () => {
    let t: TestApp;
    let buyer: { id: number; token: string };
    before(async () => {
      t = await startTestApp(dialect);
      buyer = await newBuyer(t.app, 'uploader');
    });
    after(() => t.close());

    const uploadsDir = () => resolve(t.testDb.dataDir, 'uploads');
    const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()).length : 0);
    const uploadRows = async () =>
      (await t.app.db.selectFrom('uploads').select('id').where('user_id', '=', buyer.id).execute()).length;

    it('refuses every file of 6.2 to 6.5 MB however it is streamed, and stores none cut at 5 MB', async () => {
      // A real picture followed by bytes: a copy cut at 5 MB would still decode, and be stored.
      const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c33' } })
        .png()
        .toBuffer();
      const cases: [megabytes: number, chunk: number][] = [
        [6.2, 64 * 1024],
        [6.3, 64 * 1024],
        [6.5, 16 * 1024],
        [6.4, 5000],
      ];
      for (const [i, [megabytes, chunk]] of cases.entries()) {
        const lang = i % 2 === 0 ? 'en' : 'de';
        const bytes = Buffer.concat([picture, Buffer.alloc(Math.round(megabytes * MB) - picture.length, 7)]);
        const form = streamedUpload(bytes, chunk);
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/common/upload?lang=${lang}`,
          payload: form.payload,
          headers: { ...form.headers, token: buyer.token },
        });
        const answer = res.json();
        assert.equal(
          answer.code,
          Codes.ValidationFailed,
          `${megabytes} MB in reads of ${chunk}: ${answer.msg}`,
        );
        assert.equal(answer.msg, errors(lang).payloadTooLarge);
      }
      assert.equal(await uploadRows(), 0);
      assert.equal(storedFiles(), 0);
    });

    it('answers a malformed multipart body with HTTP 400 and the envelope, in the language', async () => {
      const cases: [string, string, string][] = [
        ['no boundary', 'multipart/form-data', '--x\r\n'],
        [
          'a part cut short',
          'multipart/form-data; boundary=x',
          '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
        ],
        ['no boundary in the body', 'multipart/form-data; boundary=x', 'just some text, no parts at all'],
      ];
      for (const [what, type, body] of cases) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/common/upload?lang=de',
          payload: body,
          headers: { 'content-type': type, token: buyer.token },
        });
        assert.equal(res.statusCode, 400, `${what}: ${res.body}`);
        const answer = res.json();
        assert.equal(answer.code, 400, what);
        assert.equal(answer.msg, errors('de').uploadUnreadable, what);
        assert.equal(answer.data, null, what);
      }
      assert.equal(await uploadRows(), 0);
    });
  });
}
