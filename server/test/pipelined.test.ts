import assert from 'node:assert/strict';
import { Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { lockBuyer, underBuyerLock } from '#server/db/lock-buyer.ts';
import { inTransaction } from '#server/db/pipelined.ts';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const at = '2026-11-24T19:00:00.000Z';

/** Every write to a socket while `work` runs, by socket, as the bytes each write carried. */
async function socketWrites(work: () => Promise<unknown>): Promise<Buffer[][]> {
  const writes = new Map<Socket, Buffer[]>();
  const record = (socket: Socket, chunks: unknown[]) =>
    writes.set(socket, [
      ...(writes.get(socket) ?? []),
      Buffer.concat(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : (c as Buffer)))),
    ]);
  const { _write: write, _writev: writev } = Socket.prototype;
  Socket.prototype._write = function (this: Socket, chunk, encoding, callback) {
    record(this, [chunk]);
    return write.call(this, chunk, encoding, callback);
  };
  Socket.prototype._writev = function (this: Socket, chunks, callback) {
    record(
      this,
      chunks.map((c) => c.chunk),
    );
    return writev?.call(this, chunks, callback);
  };
  try {
    await work();
  } finally {
    Socket.prototype._write = write;
    Socket.prototype._writev = writev;
  }
  return [...writes.values()];
}

for (const dialect of dialects) {
  describe(`statements started together on a pipelined transaction on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    const subjects = async (scope: string) =>
      (
        await t.app.db
          .selectFrom('attempts')
          .select('subject')
          .where('scope', '=', scope)
          .orderBy('subject')
          .execute()
      ).map((row) => row.subject);

    it('run in the order they were started, each seeing what the ones before it wrote', async () => {
      const [, , seen] = await inTransaction(t.app.db, (tx) =>
        Promise.all([
          tx.insertInto('attempts').values({ scope: 'pipe-order', subject: 'a', created_at: at }).execute(),
          tx.insertInto('attempts').values({ scope: 'pipe-order', subject: 'b', created_at: at }).execute(),
          tx.selectFrom('attempts').select('subject').where('scope', '=', 'pipe-order').execute(),
        ]),
      );
      assert.deepEqual(seen.map((row) => row.subject).sort(), ['a', 'b']);
      assert.deepEqual(await subjects('pipe-order'), ['a', 'b']);
    });

    it('all roll back when one of them fails', async () => {
      await assert.rejects(
        inTransaction(t.app.db, (tx) =>
          Promise.all([
            tx
              .insertInto('attempts')
              .values({ scope: 'pipe-fail', subject: 'kept?', created_at: at })
              .execute(),
            tx
              .insertInto('attempts')
              .values({ scope: 'pipe-fail', subject: null as unknown as string, created_at: at })
              .execute(),
            tx
              .insertInto('attempts')
              .values({ scope: 'pipe-fail', subject: 'after', created_at: at })
              .execute(),
          ]),
        ),
      );
      assert.deepEqual(await subjects('pipe-fail'), []);
    });

    it('a read sent with the buyer’s lock sees what the lock’s last holder committed', async () => {
      const buyer = await newBuyer(t.app, `Piper${dialect}`);
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const holder = t.app.db.transaction().execute(async (tx) => {
        await lockBuyer(tx, dialect, buyer.id);
        holding();
        await new Promise((resolve) => setTimeout(resolve, 150));
        await tx.updateTable('users').set({ bonus_usable: 700 }).where('id', '=', buyer.id).execute();
      });
      // SQLite has one writer: the second transaction starts once the first has ended.
      await held;
      const seen = await inTransaction(t.app.db, (tx) =>
        underBuyerLock(tx, dialect, buyer.id, (tx) =>
          tx.selectFrom('users').select('bonus_usable').where('id', '=', buyer.id).executeTakeFirstOrThrow(),
        ),
      );
      await holder;
      assert.equal(Number(seen.bonus_usable), 700);
    });

    if (dialect === 'postgres') {
      it('leave in one write to PostgreSQL with their transaction’s begin, and the commit in a second', async () => {
        await t.app.db.selectFrom('attempts').select('id').limit(1).execute(); // a connection in the pool
        const marker = 'pipe-writes';
        const writes = await socketWrites(() =>
          inTransaction(t.app.db, (tx) =>
            Promise.all(
              ['x', 'y', 'z'].map((subject) =>
                sql`insert into attempts (scope, subject, created_at) values (${marker}, ${subject}, ${at})`.execute(
                  tx,
                ),
              ),
            ),
          ),
        );
        const carried = writes.find((socket) => socket.some((bytes) => bytes.includes(marker)));
        assert.ok(carried, 'the statements went out on a socket');
        assert.equal(carried.length, 2, 'begin and the three inserts, then commit');
        assert.ok(carried[0]?.includes('begin'));
        assert.ok(carried[1]?.includes('commit'));
        assert.deepEqual(await subjects(marker), ['x', 'y', 'z']);
      });
    }
  });
}
