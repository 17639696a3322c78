import { Codes } from '@crossbay/contract/codes';
import { envelopeOf } from '@crossbay/contract/envelope';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { fileStore } from '#server/modules/files/store.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { ok } from '#server/plugins/envelope.ts';
import { MAX_UPLOAD_BYTES, storeImage } from './service.ts';

const Stored = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

export const uploadRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  const files = fileStore(config, db);

  app.post(
    '/api/common/upload',
    {
      config: { auth: true },
      schema: {
        tags: ['common'],
        security: [{ token: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(Stored) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw new DomainError(Codes.ValidationFailed, 'validation.imageRequired');
      const file = await request.file();
      if (!file) throw new DomainError(Codes.ValidationFailed, 'validation.imageRequired');
      const bytes = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE')
          throw new DomainError(Codes.ValidationFailed, 'errors.payloadTooLarge');
        throw error;
      });
      return ok(request, await storeImage(db, files, user.id, bytes), 'success.upload');
    },
  );
};
