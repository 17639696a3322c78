import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import { RULE_MESSAGES } from '@crossbay/contract/messages';
import sharp from 'sharp';
import { dialects } from './support/dialects.ts';
import { eventually } from './support/eventually.ts';
import { newBuyer } from './support/session.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { multipart } from './support/uploads.ts';

// Issue 35 item 7: one address's flood waits in its own queue (at most ADDRESS_IN_FLIGHT of its calls
// handled at once, ADDRESS_QUEUE more waiting, then 429), while another address's call goes straight
// through. The flood is of uploads, held in the picture queue while the test keeps its only place.

const FLOODER = '203.0.113.7';
const BYSTANDER = '198.51.100.20';

for (const dialect of dialects) {
  describe(`the per-address queue on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect, {
        seed: false,
        config: { ADDRESS_IN_FLIGHT: 2, ADDRESS_QUEUE: 2, UPLOAD_DECODES: 1, UPLOAD_QUEUE: 50 },
      });
    });
    after(() => t.close());

    it('serves a bystander while one address floods, refuses the flood past its queue, then serves it all', async () => {
      const flooder = await newBuyer(t.app, 'flooder');
      const bystander = await newBuyer(t.app, 'bystander');
      const picture = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#a52' } })
        .png()
        .toBuffer();
      const upload = (lang = 'en') => {
        const form = multipart('p.png', 'image/png', picture);
        return t.app.inject({
          method: 'POST',
          url: `/api/common/upload?lang=${lang}`,
          payload: form.payload,
          headers: { ...form.headers, token: flooder.token },
          remoteAddress: FLOODER,
        });
      };
      let release = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      const decoding = t.app.pictureDecoding;
      const occupied = decoding.run(
        () => held,
        () => new Error('the test could not take the picture queue'),
      );

      const settled: boolean[] = [];
      const flood = [0, 1, 2, 3].map((i) =>
        upload().finally(() => {
          settled[i] = true;
        }),
      );
      // Two of the flood's calls are handled (and wait for decoding); the other two wait in the address's queue.
      assert.equal(
        await eventually(
          async () => decoding.waiting,
          (n) => n >= 2,
        ),
        2,
      );
      const refused = await upload('de');
      assert.equal(refused.statusCode, 429);
      assert.equal(refused.json().code, Codes.TooManyRequests);
      assert.equal(refused.json().msg, (RULE_MESSAGES.de.errors as Record<string, string>).tooManyRequests);

      const info = await t.app.inject({
        method: 'GET',
        url: '/api/user/getUserInfo',
        headers: { token: bystander.token },
        remoteAddress: BYSTANDER,
      });
      assert.equal(info.json().code, Codes.Ok);
      assert.deepEqual(settled, [], 'the bystander was answered while the whole flood was still held');
      assert.equal(decoding.waiting, 2, 'the address queue let no more of the flood in');

      release();
      await occupied;
      const answers = await Promise.all(flood);
      assert.deepEqual(
        answers.map((a) => a.json().code),
        [Codes.Ok, Codes.Ok, Codes.Ok, Codes.Ok],
      );
      // Every place was given back: the address is served again.
      assert.equal((await upload()).json().code, Codes.Ok);
    });
  });
}
