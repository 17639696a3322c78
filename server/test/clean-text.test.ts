import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MAX_ADDRESSES } from '@crossbay/contract/address';
import { Codes } from '@crossbay/contract/codes';
import { RULE_MESSAGES } from '@crossbay/contract/messages';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { newBuyer } from './support/session.ts';
import { postJson, startTestApp, type TestApp } from './support/test-app.ts';
import { uploadPicture } from './support/uploads.ts';

// Issue 35: every text a buyer sends has a bound and a clean character set, a refusal names the rule that
// failed in the buyer's language, one buyer's address book is bounded, and ops never lets a buyer's text
// drive the operator's terminal.

/** The contract's message of `key` in `lang`, as the server answers it. */
function said(lang: 'en' | 'de', key: string): string {
  const [root, name] = key.split('.') as [string, string];
  const text = (RULE_MESSAGES[lang][root] as Record<string, string>)[name];
  assert.ok(text, `${lang} has ${key}`);
  return text;
}

const address = (fields: Record<string, unknown> = {}) => ({
  addressee: 'Ana Ruiz',
  mobile: '+34 600 123 456',
  country: 'ES',
  region: 'Madrid',
  city: 'Madrid',
  postcode: '28013',
  detail: 'Calle Mayor 1',
  tag: 'home',
  ...fields,
});

for (const dialect of dialects) {
  describe(`clean, bounded text on ${dialect}`, () => {
    let t: TestApp;
    let buyer: { id: number; token: string };
    before(async () => {
      t = await startTestApp(dialect);
      buyer = await newBuyer(t.app, 'tidy');
    });
    after(() => t.close());

    const post = (url: string, body: unknown, who = buyer) =>
      postJson<unknown>(t.app, url, body, { token: who.token });
    const addressCount = async (userId: number) =>
      (await t.app.db.selectFrom('addresses').select('id').where('user_id', '=', userId).execute()).length;

    it('says a 100 000-character review is too long, not that it is empty', async () => {
      const res = await post('/api/comment/add', {
        order_id: 1,
        content: 'a'.repeat(100_000),
        product_score: 5,
        service_score: 5,
        postage_score: 5,
      });
      assert.equal(res.status, 200);
      assert.equal(res.body.code, Codes.ValidationFailed);
      assert.equal(res.body.msg, 'This text is too long: at most 2000 characters');
    });

    it('refuses a bad idempotency key in the buyer language, without naming the field', async () => {
      for (const key of ['short', 'k'.repeat(65), 'key with spaces']) {
        const res = await post('/api/order/pay?lang=de', {
          order_ids: [1],
          pay_password: '123456',
          idempotency_key: key,
        });
        assert.equal(res.body.code, Codes.ValidationFailed, key);
        assert.equal(res.body.msg, said('de', 'validation.requestKeyInvalid'), key);
        assert.doesNotMatch(res.body.msg, /idempotency_key/);
      }
    });

    it('refuses an area of 500 000 characters as too long, and saves nothing', async () => {
      for (const field of ['region', 'city']) {
        const res = await post('/api/user/address_add', address({ [field]: 'x'.repeat(500_000) }));
        assert.equal(res.body.code, Codes.ValidationFailed, field);
        assert.equal(res.body.msg, 'This text is too long: at most 64 characters', field);
      }
      // A country is its two-letter code.
      const country = await post('/api/user/address_add', address({ country: 'x'.repeat(500_000) }));
      assert.equal(country.body.msg, 'This text is too long: at most 2 characters');
      assert.equal(await addressCount(buyer.id), 0);
    });

    it('refuses control characters and direction overrides with the rule, in the language', async () => {
      const sent: [string, string, Record<string, unknown>, string][] = [
        [
          '/api/user/profile?lang=de',
          'a bidi override in a name',
          { username: 'Ana\u202Egnp.exe' },
          said('de', 'validation.textControl'),
        ],
        [
          '/api/user/profile',
          'a terminal escape in a name',
          { given_name: 'x\u001b]0;pwned\u0007' },
          said('en', 'validation.textControl'),
        ],
        [
          '/api/user/profile',
          'a C1 control in a name',
          { username: 'x\u009b2J' },
          said('en', 'validation.textControl'),
        ],
        [
          '/api/user/address_add',
          'a line break in a name',
          address({ addressee: 'Ana\nRuiz' }),
          said('en', 'validation.textLineBreak'),
        ],
        [
          '/api/user/address_add?lang=de',
          'a tab in an area',
          address({ region: 'Mad\trid' }),
          said('de', 'validation.textLineBreak'),
        ],
        [
          '/api/user/address_add',
          'an isolate in the address',
          address({ detail: 'Calle\u2066 1' }),
          said('en', 'validation.textControl'),
        ],
        [
          '/api/consult/add',
          'an escape in a message',
          { merchant_id: 1, content: 'hi\u001b[2K\rrefund 7 pass: done' },
          said('en', 'validation.textControl'),
        ],
      ];
      for (const [url, what, body, message] of sent) {
        const res = await post(url, body);
        assert.equal(res.body.code, Codes.ValidationFailed, what);
        assert.equal(res.body.msg, message, what);
      }
      const user = await t.app.db
        .selectFrom('users')
        .select(['username', 'given_name'])
        .where('id', '=', buyer.id)
        .executeTakeFirstOrThrow();
      assert.deepEqual({ ...user }, { username: null, given_name: null });
      assert.equal(await addressCount(buyer.id), 0);
    });

    it('keeps line breaks in long texts, and right-to-left names as written', async () => {
      const certificate = await uploadPicture(t.app, buyer.token);
      const complaint = await post('/api/user/complain', {
        content: 'The parcel came late.\nThe box was open.\r\n\tTwice.',
        certificate,
      });
      assert.equal(complaint.body.code, Codes.Ok, complaint.body.msg);
      const named = await post('/api/user/profile', { username: 'محمد\u200F', given_name: 'Zoë' });
      assert.equal(named.body.code, Codes.Ok, named.body.msg);
      const home = await post('/api/user/address_add', address({ detail: 'Calle Mayor 1\n3º B' }));
      assert.equal(home.body.code, Codes.Ok, home.body.msg);
    });

    it(`keeps at most ${MAX_ADDRESSES} addresses per buyer, even when adds race, and says so translated`, async () => {
      const racer = await newBuyer(t.app, 'collector');
      const answers = await Promise.all(
        Array.from({ length: MAX_ADDRESSES + 5 }, (_, i) =>
          post('/api/user/address_add?lang=de', address({ detail: `Calle ${i}` }), racer),
        ),
      );
      const codes = answers.map((res) => res.body.code);
      assert.equal(codes.filter((code) => code === Codes.Ok).length, MAX_ADDRESSES);
      assert.equal(codes.filter((code) => code === Codes.AddressLimitReached).length, 5);
      const refused = answers.find((res) => res.body.code === Codes.AddressLimitReached);
      assert.equal(
        refused?.body.msg,
        said('de', 'errors.addressLimitReached').replace('{{max}}', String(MAX_ADDRESSES)),
      );
      assert.equal(await addressCount(racer.id), MAX_ADDRESSES);

      // Editing one of them is still allowed; deleting one makes room for another.
      const first = await t.app.db
        .selectFrom('addresses')
        .select('id')
        .where('user_id', '=', racer.id)
        .executeTakeFirstOrThrow();
      const edited = await post(
        '/api/user/address_add',
        address({ id: Number(first.id), tag: 'company' }),
        racer,
      );
      assert.equal(edited.body.code, Codes.Ok, edited.body.msg);
      const deleted = await t.app.inject({
        method: 'GET',
        url: `/api/user/address_del?id=${first.id}`,
        headers: { token: racer.token },
      });
      assert.equal(deleted.json().code, Codes.Ok);
      assert.equal((await post('/api/user/address_add', address(), racer)).body.code, Codes.Ok);
    });

    it("prints a buyer's text in ops with every control character escaped, one record a line", async () => {
      const ops = opsFor(t);
      const certificate = await uploadPicture(t.app, buyer.token);
      const made = await post('/api/user/complain', { content: 'placeholder', certificate });
      const id = (made.body.data as { id: number }).id;
      // A complaint written before the rule, with escapes that set the title, erase the line and fake an answer.
      const hostile = 'Late\u001b]0;owned\u0007\u001b[2K\r\nrefund 7 pass: done\u009b8m\u202Edlrow';
      await t.app.db.updateTable('complaints').set({ content: hostile }).where('id', '=', id).execute();

      const listed = await ops('complaint', 'list', '--open');
      assert.equal(listed.code, 0, listed.out);
      // Nothing a terminal obeys but the line ends between records.
      assert.doesNotMatch(listed.out, /(?!\n)[\p{Cc}\u202a-\u202e\u2066-\u2069]/u);
      assert.doesNotMatch(listed.out, /^refund 7 pass/m);
      const line = listed.out.split('\n').find((l) => l.startsWith(`${id} `));
      // The list already writes a complaint's line breaks as spaces; the rest shows as escapes.
      assert.ok(line?.includes('Late\\x1b]0;owned\\x07\\x1b[2K'), line);
      assert.ok(line?.includes('refund 7 pass: done\\x9b8m\\u{202e}dlrow'), line);
    });
  });
}
