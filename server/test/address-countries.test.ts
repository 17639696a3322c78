import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Address } from '@crossbay/contract/address';
import type { CheckoutPreview, CreatedCheckout } from '@crossbay/contract/checkout';
import { Codes } from '@crossbay/contract/codes';
import type { Order } from '@crossbay/contract/order';
import { Migrator } from 'kysely';
import { MIGRATIONS, migrateToLatest } from '#server/db/migrate.ts';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { newBuyer } from './support/session.ts';
import { checkout, idempotencyKey, physicalSku } from './support/shopping.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';
import { freshDatabase } from './support/test-db.ts';

// Issue 36: each country's fields, postcode and phone, from Google's metadata and libphonenumber.
const ADDRESSES = {
  DE: {
    input: {
      country: 'DE',
      city: 'Berlin',
      postcode: '10115',
      detail: 'Invalidenstraße 117',
      mobile: '0151 2345 6789',
    },
    mobile: '+4915123456789',
    lines: ['Invalidenstraße 117', '10115 Berlin', 'GERMANY'],
    badPostcode: '1011',
  },
  JP: {
    input: {
      country: 'JP',
      region: 'Tokyo',
      postcode: '150-0001',
      detail: '1-2-3 Jingumae, Shibuya-ku',
      mobile: '090-1234-5678',
    },
    mobile: '+819012345678',
    lines: ['1-2-3 Jingumae, Shibuya-ku, TOKYO', '150-0001', 'JAPAN'],
    // An Osaka postcode with Tokyo: the prefecture's own prefix decides.
    badPostcode: '530-0001',
  },
  TH: {
    input: {
      country: 'TH',
      region: 'Bangkok',
      district: 'Khlong Toei Nuea',
      city: 'Watthana',
      postcode: '10110',
      detail: '59 Sukhumvit Soi 31',
      mobile: '081 234 5678',
    },
    mobile: '+66812345678',
    lines: ['59 Sukhumvit Soi 31', 'Khlong Toei Nuea, Watthana', 'BANGKOK 10110', 'THAILAND'],
    badPostcode: '1011',
  },
  BR: {
    input: {
      country: 'BR',
      region: 'SP',
      district: 'Consolação',
      city: 'São Paulo',
      postcode: '01310-200',
      detail: 'Rua Augusta 1508, ap. 34',
      mobile: '(11) 95555-0186',
    },
    mobile: '+5511955550186',
    lines: ['Rua Augusta 1508, ap. 34', 'Consolação', 'SÃO PAULO-SP', '01310-200', 'BRAZIL'],
    badPostcode: '0131-200',
  },
  IN: {
    input: {
      country: 'IN',
      region: 'Karnataka',
      city: 'Bengaluru',
      postcode: '560038',
      detail: '12th Main, Indiranagar',
      mobile: '98455 50123',
    },
    mobile: '+919845550123',
    lines: ['12th Main, Indiranagar', 'Bengaluru 560038', 'Karnataka', 'INDIA'],
    badPostcode: '56003',
  },
} as const;

const base = { addressee: 'Ann Lee', tag: 'home' };

for (const dialect of dialects) {
  describe(`addresses for every country on ${dialect}`, () => {
    let t: TestApp;
    let ann: { id: number; token: string };
    before(async () => {
      t = await startTestApp(dialect);
      ann = await newBuyer(t.app, 'ann');
    });
    after(() => t.close());
    const add = (body: object, lang = 'en') =>
      postJson<Address>(
        t.app,
        `/api/user/address_add?lang=${lang}`,
        { ...base, ...body },
        { token: ann.token },
      );

    for (const [code, c] of Object.entries(ADDRESSES)) {
      it(`keeps a ${code} address with its phone in E.164 and prints it in the country's format`, async () => {
        const saved = await add(c.input);
        assert.equal(saved.body.code, Codes.Ok, saved.body.msg);
        assert.equal(saved.body.data.mobile, c.mobile);
        assert.deepEqual(saved.body.data.lines, c.lines);
        const listed = await get<{ list: Address[] }>(t.app, '/api/user/address_list?limit=50', {
          token: ann.token,
        });
        assert.deepEqual(listed.body.data.list.find((a) => a.id === saved.body.data.id)?.lines, c.lines);
      });

      it(`refuses a postcode that is not ${code}'s, with the country's example, in the buyer's language`, async () => {
        const en = await add({ ...c.input, postcode: c.badPostcode });
        assert.equal(en.body.code, Codes.ValidationFailed);
        assert.match(en.body.msg, /postcode does not fit/);
        const de = await add({ ...c.input, postcode: c.badPostcode }, 'de');
        assert.match(de.body.msg, /^Diese Postleitzahl passt nicht .*\(zum Beispiel [\d-]+\)$/);
      });
    }

    it('answers each missing field its own translated message', async () => {
      const table: [object, string, RegExp][] = [
        [{ ...ADDRESSES.JP.input, region: '' }, 'ri', /都道府県/],
        [{ ...ADDRESSES.IN.input, region: 'Atlantis' }, 'en', /choose the state or province/],
        [{ ...ADDRESSES.DE.input, postcode: '' }, 'de', /Postleitzahl ein/],
        [{ ...ADDRESSES.TH.input, city: '' }, 'tai', /เมือง/],
        [{ ...ADDRESSES.BR.input, country: 'ZZ' }, 'ar', /الدولة/],
      ];
      for (const [body, lang, said] of table) {
        const res = await add(body, lang);
        assert.equal(res.body.code, Codes.ValidationFailed, JSON.stringify(body));
        assert.match(res.body.msg, said);
      }
    });

    it("refuses a phone number of another country's plan or of none", async () => {
      for (const mobile of ['+971 50 123 4567', '123', '+1 604 555 0142']) {
        const res = await add({ ...ADDRESSES.DE.input, mobile }, 'de');
        assert.equal(res.body.code, Codes.ValidationFailed, mobile);
        assert.equal(res.body.msg, 'Bitte gib eine Telefonnummer des gewählten Landes ein');
      }
      // Canada and the United States share +1: a Vancouver number is not a US one.
      const us = await add({
        country: 'US',
        region: 'OR',
        city: 'Portland',
        postcode: '97214',
        detail: '815 SE Hawthorne Blvd',
        mobile: '+1 604 555 0142',
      });
      assert.equal(us.body.code, Codes.ValidationFailed);
    });

    it('snapshots the printed address on the order; checkout and ops print the same lines', async () => {
      const saved = await add({ ...ADDRESSES.IN.input, is_default: true });
      const sku = await physicalSku(t.app);
      const { preview, created } = await checkout(t.app, ann.token, {
        items: [{ sku_id: sku.skuId, quantity: 1 }],
        address_id: saved.body.data.id,
        idempotency_key: idempotencyKey(),
      });
      assert.deepEqual((preview.body.data as CheckoutPreview).address?.lines, ADDRESSES.IN.lines);
      assert.ok(created);
      assert.equal(created.body.code, Codes.Ok, created.body.msg);
      const orderId = (created.body.data as CreatedCheckout).orders[0];
      assert.ok(orderId);
      // A later edit of the address book does not change the order.
      await add({ ...ADDRESSES.IN.input, id: saved.body.data.id, city: 'Mysuru', postcode: '570001' });
      const order = await get<Order>(t.app, `/api/order/detail?id=${orderId.id}`, { token: ann.token });
      assert.deepEqual(order.body.data.address?.lines, ADDRESSES.IN.lines);
      const shown = await opsFor(t)('order', 'show', orderId.sn);
      assert.equal(shown.code, 0, shown.out);
      assert.ok(shown.out.includes(ADDRESSES.IN.lines.join('\n  ')), shown.out);
    });
  });

  describe(`migration 0022 on ${dialect}`, () => {
    it("turns old addresses' country names into codes, keeps every word typed, and gives old orders lines", async () => {
      const testDb = await freshDatabase(dialect);
      try {
        const { db } = testDb;
        const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
        const upTo = await migrator.migrateTo('0021-code-requesters');
        assert.equal(upTo.error, undefined);
        const now = new Date().toISOString();
        const user = await db
          .insertInto('users')
          .values({
            account: 'old',
            account_key: 'old',
            password_hash: 'x',
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const old = [
          ['Germany', 'Bavaria', '+49 151 5550 1734', 'Lindwurmstraße 72, München'],
          ['Japan', 'Tokyo', '+81 80 5555 0164', '3-14-2 Kichijoji, Musashino'],
          ['India', 'Karnataka', '098455 50123', '12th Main, Indiranagar, Bengaluru'],
          ['Türkiye', 'Istanbul', 'call me', 'Bağdat Cd. 211/7'],
          ['Narnia', 'Lantern Waste', '+1 555', '1 Lamp Post'],
        ] as const;
        for (const [country, region, mobile, detail] of old)
          await db
            .insertInto('addresses')
            .values({
              user_id: user.id,
              addressee: 'Old',
              mobile,
              country,
              region,
              detail,
              tag: 'home',
              is_default: 0,
              created_at: now,
            } as never)
            .execute();
        const merchant = await db
          .insertInto('merchants')
          .values({ name: 'Shop', created_at: now } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('orders')
          .values({
            sn: 'S1',
            user_id: user.id,
            merchant_id: merchant.id,
            status: 'waiting_pay',
            addressee: 'Old',
            mobile: '+66 81',
            area: 'Thailand Bangkok',
            address_detail: '12 Sukhumvit Rd',
            created_at: now,
            updated_at: now,
          } as never)
          .execute();

        await migrateToLatest(db);

        const rows = await db
          .selectFrom('addresses')
          .select(['country', 'region', 'mobile', 'detail', 'city', 'postcode'])
          .orderBy('id')
          .execute();
        assert.deepEqual(
          rows.map((r) => [r.country, r.region, r.mobile, r.detail, r.city, r.postcode]),
          [
            ['DE', 'Bavaria', '+4915155501734', 'Lindwurmstraße 72, München', '', ''],
            ['JP', '13', '+818055550164', '3-14-2 Kichijoji, Musashino', '', ''],
            ['IN', 'KA', '+919845550123', '12th Main, Indiranagar, Bengaluru', '', ''],
            ['TR', '34', 'call me', 'Bağdat Cd. 211/7', '', ''],
            ['Narnia', 'Lantern Waste', '+1 555', '1 Lamp Post', '', ''],
          ],
        );
        const order = await db.selectFrom('orders').select('address_lines').executeTakeFirstOrThrow();
        assert.equal(order.address_lines, '12 Sukhumvit Rd\nThailand Bangkok');
      } finally {
        await testDb.drop();
      }
    });
  });
}
