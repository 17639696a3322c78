import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { LOGGED_IN_COOKIE, TOKEN_COOKIE } from '@crossbay/contract/account';
import { Migrator } from 'kysely';
import sharp from 'sharp';
import { MIGRATIONS } from '#server/db/migrate.ts';
import { hashSecret } from '#server/lib/password.ts';
import { fileStore } from '#server/modules/files/store.ts';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { newBuyer } from './support/session.ts';
import { postJson, startTestApp, type TestApp } from './support/test-app.ts';
import { freshDatabase } from './support/test-db.ts';
import { multipart, uploadPicture } from './support/uploads.ts';

// Issue 41 item 4, docs/decisions/0120: proofs, evidence and certificates are served to their owner only.
const KINDS = ['folder', 'database'] as const;
const NEVER_UPLOADED = '/api/private-uploads/never-uploaded.webp';

/** What an `<img>` of the app sends: the session cookie, and not the app's header. */
const asPicture = (token: string): Record<string, string> => ({
  cookie: `${TOKEN_COOKIE}=${token}; ${LOGGED_IN_COOKIE}=1`,
});

for (const dialect of dialects) {
  for (const kind of KINDS) {
    describe(`private uploads with FILE_STORE=${kind} on ${dialect}`, () => {
      let t: TestApp;
      before(async () => {
        t = await startTestApp(dialect, { seed: kind === 'folder', config: { FILE_STORE: kind } });
      });
      after(() => t.close());

      const fetchAs = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
        t.app.inject({ method, url, headers });

      it("answers a buyer's proof to its owner only, privately; a stranger and anyone anonymous get 404", async () => {
        const owner = await newBuyer(t.app, `owner${kind}`);
        const stranger = await newBuyer(t.app, `stranger${kind}`);
        const url = await uploadPicture(t.app, owner.token);
        assert.match(url, /^\/api\/private-uploads\/[\w-]+\.webp$/);
        const store = fileStore(
          { FILE_STORE: kind, DATA_DIR: t.testDb.dataDir, MEDIA_DIR: undefined },
          t.app.db,
        );
        const kept = await store.get(url);
        assert.ok(kept);

        for (const headers of [{ token: owner.token }, asPicture(owner.token)] as Record<string, string>[]) {
          const res = await fetchAs(url, headers);
          assert.equal(res.statusCode, 200);
          assert.equal(res.headers['content-type'], 'image/webp');
          assert.equal(res.headers['cache-control'], 'private, no-cache');
          assert.deepEqual(res.rawPayload, kept?.bytes);
          const meta = await sharp(res.rawPayload).metadata();
          assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 16, 16]);
          const again = await fetchAs(url, { ...headers, 'if-none-match': String(res.headers.etag) });
          assert.equal(again.statusCode, 304);
        }

        const unknown = await fetchAs(NEVER_UPLOADED, { token: owner.token });
        assert.equal(unknown.statusCode, 404);
        for (const headers of [{ token: stranger.token }, asPicture(stranger.token), {}] as Record<
          string,
          string
        >[]) {
          const res = await fetchAs(url, headers);
          assert.equal(res.statusCode, 404);
          assert.equal(res.body, unknown.body, 'answered as a path never uploaded: nothing tells it exists');
          assert.equal((await fetchAs(url, headers, 'HEAD')).statusCode, 404);
          // The owner's etag is no key either.
          const guessed = await fetchAs(url, { ...headers, 'if-none-match': `"${url.split('/').pop()}"` });
          assert.equal(guessed.statusCode, 404);
        }
        const publicName = `/uploads/${url.split('/').pop()}`;
        assert.equal((await fetchAs(publicName)).statusCode, 404, 'not served as a public file');
        assert.equal((await fetchAs(publicName, { token: owner.token })).statusCode, 404);
      });

      if (kind === 'folder')
        it('lets the operator copy a private upload to a file with `ops upload save`, never a public one', async () => {
          const owner = await newBuyer(t.app, 'opsowner');
          const proof = await uploadPicture(t.app, owner.token);
          const avatar = await uploadPicture(t.app, owner.token, 'public');
          const ops = opsFor(t);
          const copy = resolve(t.testDb.dataDir, 'copy.webp');
          const saved = await ops('upload', 'save', proof, copy);
          assert.equal(saved.code, 0, saved.out);
          const served = await fetchAs(proof, { token: owner.token });
          assert.deepEqual(readFileSync(copy), served.rawPayload);
          assert.equal((await ops('upload', 'save', proof, copy)).code, 1, 'never overwrites a file');
          const refused = await ops('upload', 'save', avatar, resolve(t.testDb.dataDir, 'avatar.webp'));
          assert.equal(refused.code, 1);
          assert.match(refused.out, /no private upload/);
        });

      it('keeps avatars and review pictures public with the year-long cache', async () => {
        const buyer = await newBuyer(t.app, `face${kind}`);
        const url = await uploadPicture(t.app, buyer.token, 'public');
        const res = await fetchAs(url);
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      });

      if (kind === 'folder')
        it('keeps a product picture public with the year-long cache', async () => {
          const picture = await t.app.db
            .selectFrom('product_images')
            .select('path')
            .where('path', 'like', '/media/%')
            .executeTakeFirstOrThrow();
          const res = await fetchAs(picture.path);
          assert.equal(res.statusCode, 200);
          assert.equal(res.headers['content-type'], 'image/webp');
          assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
        });

      it('refuses a public upload as a proof, and a proof as an avatar', async () => {
        const buyer = await newBuyer(t.app, `mixer${kind}`);
        const avatar = await uploadPicture(t.app, buyer.token, 'public');
        const proof = await uploadPicture(t.app, buyer.token);
        const complaint = await t.app.inject({
          method: 'POST',
          url: '/api/user/complain',
          headers: { token: buyer.token },
          payload: { content: 'The page was slow', certificate: avatar },
        });
        assert.equal(complaint.json().msg, 'Please upload the picture again');
        const profile = await t.app.inject({
          method: 'POST',
          url: '/api/user/profile',
          headers: { token: buyer.token },
          payload: { avatar: proof },
        });
        assert.notEqual(profile.json().code, 1);
        const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123' } })
          .png()
          .toBuffer();
        const form = multipart('a.png', 'image/png', png, { access: 'everyone' });
        const unknown = await t.app.inject({
          method: 'POST',
          url: '/api/common/upload',
          payload: form.payload,
          headers: { ...form.headers, token: buyer.token },
        });
        assert.equal(unknown.statusCode, 400, 'an access that is neither private nor public keeps nothing');
      });
    });
  }

  for (const kind of KINDS) {
    describe(`a proof stored before migration 0036 with FILE_STORE=${kind} on ${dialect}`, () => {
      let t: TestApp | undefined;
      after(() => t?.close());

      it('is private afterwards: its owner sees it at its new path, its old public URL answers 404', async () => {
        const testDb = await freshDatabase(dialect);
        const { db } = testDb;
        const before0036 = Object.keys(MIGRATIONS).filter((name) => name < '0036');
        const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
        assert.equal((await migrator.migrateTo(before0036.at(-1) as string)).error, undefined);

        const now = new Date().toISOString();
        const picture = await sharp({ create: { width: 12, height: 8, channels: 3, background: '#a35' } })
          .webp()
          .toBuffer();
        const names = ['oldEvidence', 'oldProofA', 'oldProofB', 'oldCertificate', 'oldAvatar'] as const;
        const old = Object.fromEntries(names.map((name) => [name, `/uploads/${name}${kind}.webp`])) as Record<
          (typeof names)[number],
          string
        >;
        for (const path of Object.values(old)) {
          if (kind === 'database')
            await db
              .insertInto('files')
              .values({ path, content_type: 'image/webp', bytes: picture, created_at: now })
              .execute();
          else {
            mkdirSync(resolve(testDb.dataDir, 'uploads'), { recursive: true });
            writeFileSync(resolve(testDb.dataDir, 'uploads', path.slice('/uploads/'.length)), picture);
          }
        }
        const user = await db
          .insertInto('users')
          .values({
            account: `oldie${kind}`,
            account_key: `oldie${kind}`,
            password_hash: await hashSecret('secret-pass'),
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // The certificate's upload row is missing (a restored backup, say): the migration gives it one.
        for (const path of [old.oldEvidence, old.oldProofA, old.oldProofB, old.oldAvatar])
          await db
            .insertInto('uploads')
            .values({ user_id: user.id, path, width: 12, height: 8, bytes: picture.length, created_at: now })
            .execute();
        await db.updateTable('users').set({ avatar: old.oldAvatar }).where('id', '=', user.id).execute();
        await db
          .insertInto('recharges')
          .values({
            user_id: user.id,
            method: 'chain',
            network: 'TRC20',
            address: 'TXYZ',
            amount: 5000,
            evidence: old.oldEvidence,
            created_at: now,
          } as never)
          .execute();
        const merchant = await db
          .insertInto('merchants')
          .values({ name: 'Shop', created_at: now } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        const order = await db
          .insertInto('orders')
          .values({
            sn: 'S1',
            user_id: user.id,
            merchant_id: merchant.id,
            status: 'received',
            addressee: 'Old',
            mobile: '+66 81',
            area: 'TH',
            address_detail: '12 Sukhumvit Rd',
            created_at: now,
            updated_at: now,
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('refunds')
          .values({
            order_id: order.id,
            user_id: user.id,
            type: 'refund_only',
            goods_state: 'received',
            amount: 100,
            reason: 'other',
            explanation: 'broken',
            proof: JSON.stringify([old.oldProofA, old.oldProofB]),
            created_at: now,
          } as never)
          .execute();
        await db
          .insertInto('complaints')
          .values({
            user_id: user.id,
            content: 'slow',
            certificate: old.oldCertificate,
            created_at: now,
          } as never)
          .execute();

        t = await startTestApp(dialect, { database: testDb, seed: false, config: { FILE_STORE: kind } });
        const app = t.app;
        const { token } = await newBuyer(app, `after${kind}`);
        const login = await postJson<{ userinfo: { token: string } }>(app, '/api/user/login', {
          account: `oldie${kind}`,
          password: 'secret-pass',
        });
        const ownerToken = login.body.data.userinfo.token;

        const recharge = await app.db.selectFrom('recharges').select('evidence').executeTakeFirstOrThrow();
        const refund = await app.db.selectFrom('refunds').select('proof').executeTakeFirstOrThrow();
        const complaint = await app.db
          .selectFrom('complaints')
          .select('certificate')
          .executeTakeFirstOrThrow();
        const moved = [recharge.evidence, ...(JSON.parse(refund.proof) as string[]), complaint.certificate];
        assert.deepEqual(
          moved,
          [old.oldEvidence, old.oldProofA, old.oldProofB, old.oldCertificate].map((path) =>
            path?.replace('/uploads/', '/api/private-uploads/'),
          ),
        );
        for (const path of moved) {
          const mine = await app.inject({ method: 'GET', url: path, headers: { token: ownerToken } });
          assert.equal(mine.statusCode, 200, path);
          assert.deepEqual(mine.rawPayload, picture);
          assert.equal(mine.headers['cache-control'], 'private, no-cache');
          for (const headers of [{ token }, {}])
            assert.equal((await app.inject({ method: 'GET', url: path, headers })).statusCode, 404);
        }
        for (const path of [old.oldEvidence, old.oldProofA, old.oldProofB, old.oldCertificate])
          assert.equal((await app.inject({ method: 'GET', url: path as string })).statusCode, 404, path);
        if (kind === 'folder')
          assert.equal(existsSync(resolve(testDb.dataDir, 'uploads', 'oldEvidencefolder.webp')), false);
        const avatar = await app.inject({ method: 'GET', url: old.oldAvatar as string });
        assert.equal(avatar.statusCode, 200, 'an avatar stays public');
        assert.equal(avatar.headers['cache-control'], 'public, max-age=31536000, immutable');
      });
    });
  }
}
