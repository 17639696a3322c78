import { envelopeOf } from '@crossbay/contract/envelope';
import { NoticeIdBody, NoticePage } from '@crossbay/contract/notices';
import { PageQuery } from '@crossbay/contract/pagination';
import { withGlobalQuery } from '@crossbay/contract/request';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { ok } from '#server/plugins/envelope.ts';
import { markRead, notices } from './service.ts';

const common = { config: { auth: true }, schema: { tags: ['notices'], security: [{ token: [] }] } } as const;

export const noticeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
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
