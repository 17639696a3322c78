import assert from 'node:assert/strict';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import type { DeliveryPreferences, PushKey, PushPayload } from '@crossbay/contract/push';
import { loadConfig } from '#server/config.ts';
import { createMailer } from '#server/modules/ems/mailer.ts';
import { endpointAllowed, NoticeSender } from '#server/modules/notices/sender.ts';
import { type Buyer, paidOrder, payingBuyer } from './support/after-sales.ts';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { physicalSku } from './support/shopping.ts';
import { startSmtpListener } from './support/smtp-listener.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** A push service on loopback: keeps what it is sent and answers `status` (201, or 410 for a gone browser). */
async function startPushService() {
  const received: Received[] = [];
  const service = { received, status: 201, port: 0, close: (): Promise<void> => Promise.resolve() };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(service.status).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  service.port = (server.address() as AddressInfo).port;
  service.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return service;
}

/** A browser's side of a subscription: its P-256 key pair and auth secret, as `PushManager.subscribe` makes. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    /** Decrypts an aes128gcm push body (RFC 8188 framing, RFC 8291 keys) as the browser does. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const idLength = body.readUInt8(20);
      const serverPublic = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      assert.ok(ciphertext.length <= recordSize, 'one record');
      const shared = ecdh.computeSecret(serverPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
      const cek = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(-16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
      // The last record ends with the delimiter 2, then any padding zeros.
      const end = padded.lastIndexOf(2);
      assert.ok(end >= 0 && padded.subarray(end + 1).every((byte) => byte === 0), 'a last record');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

// Issue 37 item 6: a buyer's notices are pushed to their browsers in their language, and the mailed kinds mailed.
for (const dialect of dialects) {
  describe(`notices pushed and mailed on ${dialect}`, () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
    let push: Awaited<ReturnType<typeof startPushService>>;
    let ops: ReturnType<typeof opsFor>;
    let buyer: Buyer;
    let sku: number;
    const browser = browserKeys();
    let endpoint: string;

    before(async () => {
      smtp = await startSmtpListener();
      push = await startPushService();
      t = await startTestApp(dialect, {
        config: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUSH_HTTP_ENDPOINTS: true },
      });
      ops = opsFor(t);
      buyer = await payingBuyer(t.app, 'pushed');
      sku = (await physicalSku(t.app)).skuId;
      endpoint = `http://127.0.0.1:${push.port}/send/${randomBytes(8).toString('hex')}`;
      const german = await get(t.app, '/api/user/set_language?file_name=de', { token: buyer.token });
      assert.equal(german.body.code, Codes.Ok, german.body.msg);
    });
    after(async () => {
      await t.close();
      await smtp.close();
      await push.close();
    });

    const subscribe = (body: unknown) => postJson(t.app, '/api/push/subscribe', body, { token: buyer.token });
    const shipped = async () => {
      const order = await paidOrder(t.app, buyer, sku);
      assert.equal((await ops('order', 'ship', order.sn, '--company', 'Kerry', '--tracking', 'KX9')).code, 0);
      return order;
    };
    const setPreference = async (channel: string, kind: string, on: boolean) => {
      const answer = await postJson<DeliveryPreferences>(
        t.app,
        '/api/push/preferences',
        { channel, kind, on },
        { token: buyer.token },
      );
      assert.equal(answer.body.code, Codes.Ok, answer.body.msg);
      return answer.body.data;
    };
    const subscriptions = async () =>
      (await t.app.db.selectFrom('push_subscriptions').select('endpoint').execute()).map((r) => r.endpoint);

    it('refuses a plain-http endpoint unless allowed, and bad keys, with a message', async () => {
      const refused = await subscribe({ endpoint, keys: { p256dh: 'short', auth: browser.keys.auth } });
      assert.equal(refused.body.code, Codes.ValidationFailed);
      assert.equal(refused.body.msg, "The push subscription's keys are not valid");
      assert.deepEqual(await subscriptions(), []);
      const services = {
        PUSH_HTTP_ENDPOINTS: false,
        PUSH_SERVICE_HOSTS: ['fcm.googleapis.com', 'push.apple.com'],
      };
      assert.equal(endpointAllowed(endpoint, services), false);
      assert.equal(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', services), true);
      assert.equal(endpointAllowed('https://web.push.apple.com/QG', services), true);
      // The server posts to what the browser gave: never to a host of its own choosing.
      for (const inside of [
        'https://10.0.0.5/admin',
        'https://localhost/x',
        'https://fcm.googleapis.com.evil.test/x',
      ])
        assert.equal(endpointAllowed(inside, services), false, inside);
      const elsewhere = await postJson(
        t.app,
        '/api/push/subscribe',
        { endpoint: 'https://10.0.0.5/admin', keys: browser.keys },
        { token: buyer.token },
      );
      assert.equal(elsewhere.body.code, Codes.ValidationFailed);
      assert.deepEqual(await subscriptions(), []);
    });

    it("a shipped order is pushed in the buyer's language, encrypted for the browser, with its screen", async () => {
      const key = await get<PushKey>(t.app, '/api/push/key');
      assert.equal((await subscribe({ endpoint, keys: browser.keys })).body.code, Codes.Ok);
      const order = await shipped();
      const before = push.received.length;
      assert.ok((await t.app.noticeSender.sendPending()) >= 1);
      const sent = push.received.slice(before);
      assert.equal(sent.length, 1);
      const [request] = sent as [Received];
      assert.equal(request.headers['content-encoding'], 'aes128gcm');
      assert.match(
        String(request.headers.authorization),
        new RegExp(`^vapid t=.+, k=${key.body.data.public_key}$`),
      );
      const payload = JSON.parse(browser.decrypt(request.body)) as PushPayload;
      assert.equal(payload.title, 'Deine Bestellung wurde versandt');
      assert.equal(payload.body, `Die Bestellung ${order.sn} wurde mit Kerry versandt, Sendungsnummer KX9.`);
      assert.equal(payload.url, `/orderInfo/${order.id}`);
      // Taken once: another look sends nothing again.
      assert.equal(await t.app.noticeSender.sendPending(), 0);
      assert.equal(push.received.length, before + 1);
    });

    it("the shipped order is mailed in the buyer's language, with a link to it", async () => {
      const mail = smtp.mails.find((m) => m.to.includes('pushed@example.com'));
      assert.ok(mail, 'a mail to the buyer');
      assert.match(mail.raw, /Subject: Deine Bestellung wurde versandt/);
      assert.match(mail.raw, /\/orderInfo\/\d+/);
    });

    it('a kind turned off is neither pushed nor mailed; the others still are', async () => {
      const prefs = await setPreference('push', 'shipped', false);
      assert.equal(prefs.push.shipped, false);
      assert.equal(prefs.push.delivered, true);
      assert.equal((await setPreference('email', 'shipped', false)).email.shipped, false);
      const pushes = push.received.length;
      const mails = smtp.mails.length;
      const order = await shipped();
      await t.app.noticeSender.sendPending();
      assert.equal(push.received.length, pushes, 'no push');
      assert.equal(smtp.mails.length, mails, 'no mail');
      assert.equal(
        (await ops('order', 'track', order.sn, '--status', 'delivered', '--place', 'Berlin')).code,
        0,
      );
      await t.app.noticeSender.sendPending();
      assert.equal(push.received.length, pushes + 1, 'the delivery is pushed');
      const payload = JSON.parse(browser.decrypt(push.received.at(-1)?.body as Buffer)) as PushPayload;
      assert.equal(payload.title, 'Dein Paket wurde zugestellt');
      await setPreference('push', 'shipped', true);
      await setPreference('email', 'shipped', true);
    });

    it('an email preference for a kind that is never mailed is refused', async () => {
      const answer = await postJson(
        t.app,
        '/api/push/preferences',
        { channel: 'email', kind: 'wallet', on: false },
        { token: buyer.token },
      );
      assert.equal(answer.body.code, Codes.ValidationFailed);
      assert.equal(answer.body.msg, 'Unknown kind of notice');
    });

    it("a buyer unsubscribes their own browser (at log-out), never another buyer's", async () => {
      const stranger = await payingBuyer(t.app, 'stranger');
      await postJson(t.app, '/api/push/unsubscribe', { endpoint }, { token: stranger.token });
      assert.deepEqual(await subscriptions(), [endpoint]);
      await postJson(t.app, '/api/push/unsubscribe', { endpoint }, { token: buyer.token });
      assert.deepEqual(await subscriptions(), []);
      await shipped();
      const pushes = push.received.length;
      await t.app.noticeSender.sendPending();
      assert.equal(push.received.length, pushes, 'nothing pushed to an unsubscribed browser');
      assert.equal((await subscribe({ endpoint, keys: browser.keys })).body.code, Codes.Ok);
    });

    it('two processes looking at once send each notice once', async () => {
      const other = new NoticeSender(
        t.app.db,
        loadConfig({}, { DATA_DIR: t.testDb.dataDir, PUSH_HTTP_ENDPOINTS: true, LOG_LEVEL: 'silent' }),
        createMailer(undefined, 'Crossbay <no-reply@crossbay.local>', t.app.log),
        t.app.log,
      );
      for (let i = 0; i < 3; i++) await shipped();
      const pushes = push.received.length;
      const taken = await Promise.all([t.app.noticeSender.sendPending(), other.sendPending()]);
      assert.equal(taken[0] + taken[1], 3);
      assert.equal(push.received.length, pushes + 3);
      const tags = push.received
        .slice(pushes)
        .map((r) => (JSON.parse(browser.decrypt(r.body)) as PushPayload).tag);
      assert.equal(new Set(tags).size, 3, 'three different notices');
    });

    it('a subscription the push service says is gone (410) is dropped and never pushed again', async () => {
      push.status = 410;
      await shipped();
      const pushes = push.received.length;
      await t.app.noticeSender.sendPending();
      assert.equal(push.received.length, pushes + 1);
      assert.deepEqual(await subscriptions(), []);
      push.status = 201;
      await shipped();
      await t.app.noticeSender.sendPending();
      assert.equal(push.received.length, pushes + 1);
    });
  });
}
