import { Codes } from '@crossbay/contract/codes';
import { envelopeOf } from '@crossbay/contract/envelope';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { fileStore } from '#server/modules/files/store.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { ok } from '#server/plugins/envelope.ts';
import { MAX_UPLOAD_BYTES, refuseWhenBusy, storeImage, type Uploads } from './service.ts';

const Stored = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

const tooLarge = () => new DomainError(Codes.ValidationFailed, 'errors.payloadTooLarge');

/**
 * The request's one file, whole. A file cut at the size limit is refused, never kept: the plugin's
 * `toBuffer` sees the cut only when it comes before the last chunk is read, which over a network it often
 * does not (issue 35: files of 6.2–6.5 MB were stored cut at 5 MB), so the stream's own flag is asked once
 * it has ended. A body the multipart parser cannot read is the sender's mistake: HTTP 400, not 500.
 */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new DomainError(Codes.ValidationFailed, 'validation.imageRequired');
  try {
    const file = await request.file();
    if (!file) throw new DomainError(Codes.ValidationFailed, 'validation.imageRequired');
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw tooLarge();
    return bytes;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // The parser's own errors ("Malformed part header", "Unexpected end of form") carry no status.
    if (statusCode === undefined)
      throw new DomainError(Codes.BadRequest, 'errors.uploadUnreadable', { httpStatus: 400 });
    throw error;
  }
}

export const uploadRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, pictureDecoding }) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  const uploads: Uploads = {
    db,
    files: fileStore(config, db),
    decoding: pictureDecoding,
    perBuyerPerDay: config.UPLOADS_PER_DAY,
  };

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
      refuseWhenBusy(uploads);
      return ok(request, await storeImage(uploads, user.id, await readUpload(request)), 'success.upload');
    },
  );
};
