import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { NOTICE_EVENTS_PATH, NoticeEvent } from '@crossbay/contract/notices';
import { notifyBuyer } from '#server/modules/notices/notify.ts';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// An event comes in milliseconds; the bound is for a loaded CI machine, not a wait.
const WAIT_MS = 15_000;

/** A stream of a buyer's notice events over real HTTP, read one event at a time. */
async function openStream(base: string, token: string, lastEventId?: number) {
  const abort = new AbortController();
  const response = await fetch(`${base}${NOTICE_EVENTS_PATH}`, {
    headers: { token, ...(lastEventId ? { 'last-event-id': String(lastEventId) } : {}) },
    signal: abort.signal,
  });
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/event-stream/);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const next = async (): Promise<{ id: number; event: NoticeEvent }> => {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const fields = new Map(
          block.split('\n').map((line) => [line.split(':')[0], line.slice(line.indexOf(':') + 2)]),
        );
        if (fields.get('event') !== 'notice') continue;
        return {
          id: Number(fields.get('id')),
          event: NoticeEvent.parse(JSON.parse(fields.get('data') ?? '')),
        };
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no notice event within 15 s');
      const read = await Promise.race([
        reader.read(),
        new Promise<never>((_, fail) =>
          setTimeout(() => fail(new Error('no notice event within 15 s')), left),
        ),
      ]);
      if (read.done) throw new Error('the stream ended');
      buffered += decoder.decode(read.value, { stream: true });
    }
  };
  return { next, close: () => abort.abort() };
}

for (const dialect of dialects) {
  describe(`a buyer's notices as they are written, over Server-Sent Events, on ${dialect}`, () => {
    let t: TestApp;
    let base: string;
    before(async () => {
      t = await startTestApp(dialect, { seed: false });
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    after(() => t.close());

    const notify = (userId: number, orderId: number) =>
      t.app.db.transaction().execute((tx) =>
        notifyBuyer(
          tx,
          userId,
          'order',
          'shipped',
          { sn: `SN${orderId}`, company: 'Kerry', tracking: 'K1' },
          {
            kind: 'order',
            id: orderId,
            order_id: orderId,
          },
        ),
      );

    it('refuses a caller without a token', async () => {
      const response = await fetch(`${base}${NOTICE_EVENTS_PATH}`);
      assert.equal(response.status, 401);
    });

    it("sends the buyer's new notice with what it opens, and not another buyer's", async () => {
      const buyer = await newBuyer(t.app, 'listener');
      const other = await newBuyer(t.app, 'bystander');
      const stream = await openStream(base, buyer.token);
      try {
        await notify(other.id, 41);
        await notify(buyer.id, 42);
        const { event } = await stream.next();
        assert.deepEqual(event.target, { kind: 'order', id: 42, order_id: 42 });
        assert.equal(event.kind, 'order');
      } finally {
        stream.close();
      }
    });

    it('sends what was written while the stream was away after its last id, each once, in order', async () => {
      const buyer = await newBuyer(t.app, 'reconnector');
      const first = await openStream(base, buyer.token);
      await notify(buyer.id, 1);
      const seen = await first.next();
      first.close();
      await notify(buyer.id, 2);
      await notify(buyer.id, 3);
      const again = await openStream(base, buyer.token, seen.id);
      try {
        const missed = [await again.next(), await again.next()];
        assert.deepEqual(
          missed.map((m) => m.event.target?.id),
          [2, 3],
        );
        assert.ok((missed[0]?.id ?? 0) > seen.id);
        await notify(buyer.id, 4);
        assert.equal((await again.next()).event.target?.id, 4, 'then live again, with nothing sent twice');
      } finally {
        again.close();
      }
    });
  });
}

describe('with NOTICE_STREAM=false', () => {
  it('answers 204, on which the app stops asking', async () => {
    const t = await startTestApp('sqlite', { seed: false, config: { NOTICE_STREAM: false } });
    try {
      const buyer = await newBuyer(t.app, 'streamless');
      const res = await t.app.inject({ url: NOTICE_EVENTS_PATH, headers: { token: buyer.token } });
      assert.equal(res.statusCode, 204);
    } finally {
      await t.close();
    }
  });
});
