import { noticeTargetPath } from '@crossbay/contract/notice-paths';
import { type DeliveryKind, deliveryKindOf, MAIL_KINDS, type PushPayload } from '@crossbay/contract/push';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { type Config, publicUrl } from '#server/config.ts';
import type { Db } from '#server/db/connect.ts';
import { localeOf, translator } from '#server/i18n/messages.ts';
import { BoundedQueue } from '#server/lib/bounded-queue.ts';
import { nowIso } from '#server/lib/clock.ts';
import type { Mailer } from '#server/modules/ems/mailer.ts';
import {
  deleteSubscription,
  markSubscriptionWorked,
  optOutsOf,
  type PushSubscriptionRow,
  subscriptionsOf,
} from './push-repo.ts';
import { takeToSend, type UnsentNotice, unsentNotices } from './repo.ts';
import { inReadersLanguage, targetOf } from './service.ts';
import { type Vapid, vapidOf } from './vapid.ts';

// Notices read per look; a longer backlog is read on at once.
const READ_AT_ONCE = 50;
// A push service has this long to answer; it keeps an undelivered push a day (the phone may be off).
const PUSH_TIMEOUT_MS = 10_000;
const PUSH_TTL_SECONDS = 86_400;
// The inbox, for a notice about nothing the buyer can open.
const INBOX_PATH = '/notification';

/** Whether a browser's push endpoint may be sent to: https, or http only when the setting allows it (tests). */
export function endpointAllowed(
  endpoint: string,
  config: Pick<Config, 'PUSH_HTTP_ENDPOINTS' | 'PUSH_SERVICE_HOSTS'>,
): boolean {
  if (!URL.canParse(endpoint)) return false;
  const { protocol, hostname } = new URL(endpoint);
  if (protocol === 'http:') return config.PUSH_HTTP_ENDPOINTS;
  const host = hostname.toLowerCase();
  return (
    protocol === 'https:' &&
    config.PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`))
  );
}

/**
 * Pushes each new buyer's notice to their subscribed browsers and mails the kinds that are mailed, in the buyer's
 * language, after the notice's transaction committed (decision 0116): every process looks for notices not yet
 * sent, and the one whose conditional update takes a notice sends it, once. A push service's 404 or 410 drops
 * that subscription. Sending never runs inside the writer's transaction: a slow push service delays nobody.
 */
export class NoticeSender {
  readonly #db: Db;
  readonly #config: Config;
  readonly #mailer: Mailer;
  readonly #log: FastifyBaseLogger;
  readonly #vapid: Vapid;
  readonly #sends: BoundedQueue;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<number> | null = null;

  constructor(db: Db, config: Config, mailer: Mailer, log: FastifyBaseLogger) {
    this.#db = db;
    this.#config = config;
    this.#mailer = mailer;
    this.#log = log;
    this.#vapid = vapidOf(config);
    this.#sends = new BoundedQueue(config.NOTICE_SENDS_AT_ONCE, Number.POSITIVE_INFINITY);
  }

  get publicKey(): string {
    return this.#vapid.publicKey;
  }

  /** Looks every `ms` until stopped. */
  start(ms: number): void {
    if (ms <= 0 || this.#timer) return;
    const look = () => {
      this.#timer = setTimeout(() => {
        this.sendPending()
          .catch((error: unknown) => this.#log.warn({ err: error }, 'notices could not be sent'))
          .finally(() => {
            if (this.#timer) look();
          });
      }, ms);
      this.#timer.unref();
    };
    look();
  }

  /** Stops looking; answers when the look under way, if any, is over. */
  async stop(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#running?.catch(() => undefined);
  }

  /** One look: sends every notice not yet taken; answers how many this process took. */
  sendPending(): Promise<number> {
    this.#running ??= this.#sendAll().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #sendAll(): Promise<number> {
    let taken = 0;
    for (;;) {
      const notices = await unsentNotices(this.#db, READ_AT_ONCE);
      for (const notice of notices) {
        if (!(await takeToSend(this.#db, Number(notice.id), nowIso()))) continue;
        taken++;
        await this.#send(notice).catch((error: unknown) =>
          this.#log.warn({ err: error, notice: notice.id }, 'a notice could not be pushed or mailed'),
        );
      }
      if (notices.length < READ_AT_ONCE) return taken;
    }
  }

  async #send(notice: UnsentNotice): Promise<void> {
    if (notice.user_id === null) return;
    const userId = Number(notice.user_id);
    const kind = deliveryKindOf(notice.kind, notice.message_key);
    if (!kind) return;
    const user = await this.#db
      .selectFrom('users')
      .select(['lang', 'email'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return;
    const off = await optOutsOf(this.#db, userId);
    const { title, body } = inReadersLanguage(translator(localeOf(user.lang)), notice);
    const target = targetOf(notice);
    const path = target ? noticeTargetPath(target) : INBOX_PATH;
    const sends: Promise<void>[] = [];
    if (!off.has(`push:${kind}`)) {
      const payload: PushPayload = { title, body, url: path, tag: `notice-${notice.id}` };
      for (const subscription of await subscriptionsOf(this.#db, userId))
        sends.push(this.#limited(() => this.#push(subscription, payload)));
    }
    if (this.#mailed(kind) && user.email && !off.has(`email:${kind}`)) {
      const link = new URL(path, publicUrl(this.#config)).href;
      sends.push(
        this.#limited(() =>
          this.#mailer.send({ to: user.email as string, subject: title, text: `${body}\n\n${link}` }),
        ),
      );
    }
    await Promise.all(sends);
  }

  #mailed(kind: DeliveryKind): boolean {
    return this.#config.SMTP_URL !== undefined && (MAIL_KINDS as readonly string[]).includes(kind);
  }

  #limited(send: () => Promise<void>): Promise<void> {
    return new Promise<void>((resolve) => {
      this.#sends.enter(() => {
        send()
          .catch((error: unknown) => this.#log.warn({ err: error }, 'a push or mail failed'))
          .finally(() => {
            this.#sends.leave();
            resolve();
          });
      });
    });
  }

  async #push(subscription: PushSubscriptionRow, payload: PushPayload): Promise<void> {
    if (!endpointAllowed(subscription.endpoint, this.#config)) return;
    // web-push encrypts (RFC 8291) and signs (VAPID); the request goes out through fetch, which also speaks
    // plain http to a push service on this machine in tests.
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      { vapidDetails: this.#vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
    );
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await answer.body?.cancel();
    if (answer.ok) return markSubscriptionWorked(this.#db, subscription.id, nowIso());
    // The browser unsubscribed or the subscription expired: it is never pushed again.
    if (answer.status === 404 || answer.status === 410)
      return deleteSubscription(this.#db, subscription.endpoint);
    this.#log.warn({ status: answer.status }, 'a push service refused a push');
  }
}
