import {
  NOTICE_STREAMS_PER_BUYER,
  type NoticeEvent,
  type NoticeTargetKind,
} from '@crossbay/contract/notices';
import pg from 'pg';
import type { Db } from '#server/db/connect.ts';
import { lastNoticeId, NOTICES_CHANNEL, type NoticeHead, noticesAfter, writtenAfter } from './repo.ts';

// SQLite cannot announce a commit: its feed looks for new notices this often while someone listens. Its
// writes commit one at a time in id order, so the last id seen is an exact mark.
const SQLITE_LOOK_MS = 500;
const FIRST_RECONNECT_MS = 250;
const LONGEST_RECONNECT_MS = 5_000;
// A replay after a long absence sends at most this many at a time; the rest follow at once.
const READ_AT_ONCE = 50;

type Subscriber = { userId: number; last: number; send: (event: NoticeEvent) => void; close: () => void };

const eventOf = (row: NoticeHead): NoticeEvent => ({
  id: Number(row.id),
  kind: row.kind,
  target:
    row.target_kind && row.target_id !== null
      ? {
          kind: row.target_kind as NoticeTargetKind,
          id: Number(row.target_id),
          order_id: row.target_order_id === null ? null : Number(row.target_order_id),
        }
      : null,
});

/**
 * Each server process's listeners to their buyers' new notices (decision 0111). A process learns that a buyer
 * has a new notice, written by any process or `ops`, from PostgreSQL's LISTEN/NOTIFY (announced at commit) or,
 * on SQLite, by looking for ids past the last seen; it then reads that buyer's notices after the last one each
 * of their streams was sent, so a stream that reconnects with its last id misses none and gets none twice.
 */
export class NoticeFeed {
  readonly #db: Db;
  readonly #databaseUrl: string | undefined;
  readonly #onError: (error: unknown) => void;
  readonly #subscribers = new Map<number, Subscriber[]>();
  // One delivery per subscriber at a time: a wake-up during a read waits for it and reads after it.
  readonly #delivering = new Map<Subscriber, Promise<void>>();
  #started = false;
  #stopped = false;
  #listener: pg.Client | null = null;
  #reconnectMs = FIRST_RECONNECT_MS;
  #timer: NodeJS.Timeout | null = null;
  #sqliteMark = 0;

  constructor(db: Db, onError: (error: unknown) => void) {
    this.#db = db;
    this.#databaseUrl = db.pool?.options.connectionString;
    this.#onError = onError;
  }

  /**
   * Sends `userId`'s notices after `after` (their ids), then each new one as it is written; `after` 0 starts
   * from now. Answers the way to stop. Past NOTICE_STREAMS_PER_BUYER streams the oldest is closed.
   */
  async subscribe(userId: number, after: number, send: Subscriber['send'], close: () => void) {
    const start = after > 0 ? after : await lastNoticeId(this.#db, userId);
    const subscriber: Subscriber = { userId, last: start, send, close };
    const own = [...(this.#subscribers.get(userId) ?? []), subscriber];
    while (own.length > NOTICE_STREAMS_PER_BUYER) own.shift()?.close();
    this.#subscribers.set(userId, own);
    await this.#start();
    // Also when starting from now: a notice announced while the start was read is read here.
    this.#wake([userId]);
    return () => this.#leave(subscriber);
  }

  /** Closes every stream and stops listening: the process is stopping. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    for (const subscribers of this.#subscribers.values()) for (const s of subscribers) s.close();
    this.#subscribers.clear();
    await this.#listener?.end().catch(() => undefined);
  }

  #leave(subscriber: Subscriber): void {
    const left = (this.#subscribers.get(subscriber.userId) ?? []).filter((s) => s !== subscriber);
    if (left.length > 0) this.#subscribers.set(subscriber.userId, left);
    else this.#subscribers.delete(subscriber.userId);
  }

  #wake(userIds: Iterable<number>): void {
    for (const userId of userIds) {
      for (const subscriber of this.#subscribers.get(userId) ?? []) {
        const before = this.#delivering.get(subscriber) ?? Promise.resolve();
        const next = before.then(() => this.#deliver(subscriber)).catch(this.#onError);
        this.#delivering.set(subscriber, next);
        void next.finally(() => {
          if (this.#delivering.get(subscriber) === next) this.#delivering.delete(subscriber);
        });
      }
    }
  }

  async #deliver(subscriber: Subscriber): Promise<void> {
    for (;;) {
      const rows = await noticesAfter(this.#db, subscriber.userId, subscriber.last, READ_AT_ONCE);
      for (const row of rows) {
        subscriber.last = Number(row.id);
        subscriber.send(eventOf(row));
      }
      if (rows.length < READ_AT_ONCE) return;
    }
  }

  async #start(): Promise<void> {
    if (this.#started || this.#stopped) return;
    this.#started = true;
    if (this.#databaseUrl) return this.#listen();
    this.#sqliteMark = await lastNoticeId(this.#db);
    this.#look();
  }

  #look(): void {
    this.#timer = setTimeout(() => {
      if (this.#stopped) return;
      if (this.#subscribers.size === 0) return this.#look();
      writtenAfter(this.#db, this.#sqliteMark)
        .then(({ userIds, last }) => {
          this.#sqliteMark = last;
          this.#wake(userIds.filter((id) => this.#subscribers.has(id)));
        }, this.#onError)
        .finally(() => this.#look());
    }, SQLITE_LOOK_MS);
    this.#timer.unref();
  }

  // A connection of its own that only listens; when it breaks (a restart of the database) it is opened again
  // with a growing wait, and every listening buyer's notices are read once more: what was announced while it
  // was away is read, not heard.
  async #listen(): Promise<void> {
    if (this.#stopped) return;
    const client = new pg.Client({ connectionString: this.#databaseUrl });
    let reconnecting = false;
    const again = (error?: unknown) => {
      if (reconnecting || this.#stopped) return;
      reconnecting = true;
      if (error) this.#onError(error);
      if (this.#listener === client) this.#listener = null;
      client.end().catch(() => undefined);
      const wait = this.#reconnectMs;
      this.#reconnectMs = Math.min(LONGEST_RECONNECT_MS, wait * 2);
      setTimeout(() => void this.#listen(), wait).unref();
    };
    client.on('error', again);
    client.on('end', () => again());
    client.on('notification', (message) => {
      const userId = Number(message.payload);
      if (this.#subscribers.has(userId)) this.#wake([userId]);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTICES_CHANNEL}`);
    } catch (error) {
      return again(error);
    }
    this.#listener = client;
    this.#reconnectMs = FIRST_RECONNECT_MS;
    this.#wake(this.#subscribers.keys());
  }
}
