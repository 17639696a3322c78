import { envelopeOf } from '@crossbay/contract/envelope';
import { NOTICE_EVENTS_PATH, NoticeEventsQuery, NoticeIdBody, NoticePage } from '@crossbay/contract/notices';
import { PageQuery } from '@crossbay/contract/pagination';
import { withGlobalQuery } from '@crossbay/contract/request';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { ok } from '#server/plugins/envelope.ts';
import { markRead, notices } from './service.ts';

const common = { config: { auth: true }, schema: { tags: ['notices'], security: [{ token: [] }] } } as const;

// A comment line now and then keeps proxies and phones from closing a quiet stream.
const KEEP_ALIVE_MS = 25_000;

export const noticeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, noticeFeed }) => {
  app.get(
    NOTICE_EVENTS_PATH,
    {
      config: { auth: true, stream: true },
      schema: {
        ...common.schema,
        querystring: withGlobalQuery(NoticeEventsQuery),
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      if (!config.NOTICE_STREAM) return reply.status(204).send();
      const lastEventId = Number(request.headers['last-event-id']);
      const after =
        Number.isSafeInteger(lastEventId) && lastEventId > 0 ? lastEventId : (request.query.after ?? 0);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      stream.write('retry: 3000\n\n');
      const beat = setInterval(() => stream.write(': still here\n\n'), KEEP_ALIVE_MS);
      stream.once('close', () => clearInterval(beat));
      try {
        const leave = await noticeFeed.subscribe(
          userId,
          after,
          (event) => stream.write(`id: ${event.id}\nevent: notice\ndata: ${JSON.stringify(event)}\n\n`),
          () => stream.end(),
        );
        if (stream.closed) leave();
        else stream.once('close', leave);
      } catch (error) {
        // The database did not answer: the stream ends, and the app opens it again after its wait.
        request.log.warn({ err: error }, 'a notice stream could not start');
        stream.end();
      }
    },
  );
  app.get(
    '/api/notice/list',
    {
      ...common,
      schema: {
        ...common.schema,
        querystring: withGlobalQuery(PageQuery),
        response: { 200: envelopeOf(NoticePage) },
      },
    },
    async (request) =>
      ok(
        request,
        await notices(db, requireUser(request).id, request.locale, request.query.page, request.query.limit),
      ),
  );
  app.post(
    '/api/notice/read',
    {
      ...common,
      schema: {
        ...common.schema,
        body: NoticeIdBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await markRead(db, requireUser(request).id, request.locale, request.body.id);
      return ok(request, null);
    },
  );
};
