import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import { RULE_MESSAGES } from '@crossbay/contract/messages';
import sharp from 'sharp';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { multipart } from './support/uploads.ts';

// Issue 35 item 3: pictures are decoded a few at a time per process, a full queue answers a translated
// 429 "busy" and keeps nothing, a buyer uploads at most UPLOADS_PER_DAY pictures a day, counted in the
// database, and a picture past 4096 × 4096 pixels is refused with the bound named.

const PER_DAY = 3;
const errors = (lang: 'en' | 'de') => RULE_MESSAGES[lang].errors as Record<string, string>;
const validation = (lang: 'en' | 'de') => RULE_MESSAGES[lang].validation as Record<string, string>;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();

for (const dialect of dialects) {
  describe(`the picture queue and the daily quota on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect, {
        seed: false,
        config: { UPLOAD_DECODES: 1, UPLOAD_QUEUE: 1, UPLOADS_PER_DAY: PER_DAY },
      });
    });
    after(() => t.close());

    const upload = async (token: string, bytes: Buffer, lang = 'en') => {
      const form = multipart('picture.png', 'image/png', bytes);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/common/upload?lang=${lang}`,
        payload: form.payload,
        headers: { ...form.headers, token },
      });
      return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown } };
    };
    const storedFiles = () => {
      const dir = resolve(t.testDb.dataDir, 'uploads');
      return existsSync(dir) ? readdirSync(dir).length : 0;
    };
    const rowsOf = async (userId: number) =>
      (await t.app.db.selectFrom('uploads').select('id').where('user_id', '=', userId).execute()).length;

    it('answers 429 "busy" in the language while the queue is full, keeps nothing, then takes the picture', async () => {
      const buyer = await newBuyer(t.app, 'queued');
      const picture = await png(32, 32);
      // One picture being decoded and one waiting fill a queue of 1 + 1.
      let release = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      const busy = () => new Error('the test could not take its place');
      const occupying = [
        t.app.pictureDecoding.run(() => held, busy),
        t.app.pictureDecoding.run(() => held, busy),
      ];
      const filesBefore = storedFiles();
      for (const lang of ['en', 'de'] as const) {
        const refused = await upload(buyer.token, picture, lang);
        assert.equal(refused.status, 429);
        assert.equal(refused.body.code, Codes.TooManyRequests);
        assert.equal(refused.body.msg, errors(lang).uploadBusy);
      }
      assert.equal(await rowsOf(buyer.id), 0);
      assert.equal(storedFiles(), filesBefore);
      release();
      await Promise.all(occupying);
      const taken = await upload(buyer.token, picture);
      assert.equal(taken.body.code, Codes.Ok, taken.body.msg);
      assert.equal(await rowsOf(buyer.id), 1);
      // A refusal as busy used none of the day's quota.
      for (let i = 1; i < PER_DAY; i++)
        assert.equal((await upload(buyer.token, picture)).body.code, Codes.Ok);
    });

    it('refuses the upload after the day’s quota, translated, and keeps nothing of it', async () => {
      const buyer = await newBuyer(t.app, 'collector');
      const other = await newBuyer(t.app, 'bystander');
      const picture = await png(24, 24);
      for (let i = 0; i < PER_DAY; i++) {
        const answer = await upload(buyer.token, picture);
        assert.equal(answer.body.code, Codes.Ok, answer.body.msg);
      }
      const filesBefore = storedFiles();
      for (const lang of ['en', 'de'] as const) {
        const refused = await upload(buyer.token, picture, lang);
        assert.equal(refused.body.code, Codes.UploadLimitReached);
        assert.equal(refused.body.msg, errors(lang).uploadLimitReached?.replace('{{max}}', String(PER_DAY)));
      }
      assert.equal(await rowsOf(buyer.id), PER_DAY);
      assert.equal(storedFiles(), filesBefore);
      // The quota is the buyer's own.
      assert.equal((await upload(other.token, picture)).body.code, Codes.Ok);
    });

    it('counts uploads sent at once exactly: of three for the last place, one is kept', async () => {
      const buyer = await newBuyer(t.app, 'hurried');
      const picture = await png(20, 20);
      for (let i = 0; i < PER_DAY - 1; i++)
        assert.equal((await upload(buyer.token, picture)).body.code, Codes.Ok);
      // Decoded one after another (a queue of 1 + 1 refuses the third as busy): either way one place is left.
      const answers = await Promise.all([1, 2, 3].map(() => upload(buyer.token, picture)));
      assert.equal(answers.filter((a) => a.body.code === Codes.Ok).length, 1);
      assert.equal(await rowsOf(buyer.id), PER_DAY);
      for (const a of answers.filter((a) => a.body.code !== Codes.Ok))
        assert.ok([Codes.UploadLimitReached, Codes.TooManyRequests].includes(a.body.code as 2010 | 429));
    });

    it('refuses a picture of more than 4096 × 4096 pixels with the bound named, and keeps nothing', async () => {
      const buyer = await newBuyer(t.app, 'panorama');
      for (const [width, height] of [
        [4097, 16],
        [16, 4097],
      ] as const) {
        for (const lang of ['en', 'de'] as const) {
          const refused = await upload(buyer.token, await png(width, height), lang);
          assert.equal(refused.body.code, Codes.ValidationFailed);
          assert.equal(refused.body.msg, validation(lang).imageTooLarge);
          assert.match(refused.body.msg, /4096 × 4096/);
        }
      }
      assert.equal(await rowsOf(buyer.id), 0);
      const largest = await upload(buyer.token, await png(4096, 4096));
      assert.equal(largest.body.code, Codes.Ok, largest.body.msg);
    });
  });
}
