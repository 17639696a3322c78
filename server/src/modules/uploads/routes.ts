import { Codes } from '@crossbay/contract/codes';
import { envelopeOf } from '@crossbay/contract/envelope';
import {
  UPLOAD_ACCESS_FIELD,
  UPLOAD_ACCESSES,
  UPLOAD_PREFIXES,
  type UploadAccess,
} from '@crossbay/contract/upload';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { sendStoredFile } from '#server/modules/files/send.ts';
import { fileStore } from '#server/modules/files/store.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { apiNotFound, ok } from '#server/plugins/envelope.ts';
import { MAX_UPLOAD_BYTES, privateFileFor, refuseWhenBusy, storeImage, type Uploads } from './service.ts';

const Stored = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

const tooLarge = () => new DomainError(Codes.ValidationFailed, 'errors.payloadTooLarge');

/**
 * The request's one file, whole. A file cut at the size limit is refused, never kept: the plugin's
 * `toBuffer` sees the cut only when it comes before the last chunk is read, which over a network it often
 * does not (issue 35: files of 6.2–6.5 MB were stored cut at 5 MB), so the stream's own flag is asked once
 * it has ended. A body the multipart parser cannot read is the sender's mistake: HTTP 400, not 500.
 */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; access: UploadAccess }> {
  if (!request.isMultipart()) throw new DomainError(Codes.ValidationFailed, 'validation.imageRequired');
  try {
    const file = await request.file();
    if (!file) throw new DomainError(Codes.ValidationFailed, 'validation.imageRequired');
    const access = accessOf(file.fields[UPLOAD_ACCESS_FIELD]);
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw tooLarge();
    return { bytes, access };
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

/** The `access` field sent before the file; without it the upload is private (docs/decisions/0120). */
function accessOf(field: Multipart | Multipart[] | undefined): UploadAccess {
  if (field === undefined) return 'private';
  const value = !Array.isArray(field) && field.type === 'field' ? field.value : undefined;
  const access = UPLOAD_ACCESSES.find((known) => known === value);
  if (!access) throw new DomainError(Codes.BadRequest, 'errors.badRequest', { httpStatus: 400 });
  return access;
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
      const { bytes, access } = await readUpload(request);
      return ok(request, await storeImage(uploads, user.id, bytes, access), 'success.upload');
    },
  );

  // A proof, evidence or certificate, to its owner only: an `<img>` sends the session cookie without the app's
  // header. Anyone else is answered as for a path never uploaded. `no-cache`: the browser asks again each time,
  // so another account on the same device is answered for itself, never from the owner's copy.
  app.get(
    `${UPLOAD_PREFIXES.private}:name`,
    {
      config: { cookieAlone: true, file: true },
      schema: { hide: true, params: z.object({ name: z.string() }) },
    },
    async (request, reply) => {
      const path = `${UPLOAD_PREFIXES.private}${request.params.name}`;
      const stored = await privateFileFor(uploads, request.user?.id, path);
      if (!stored) return apiNotFound(request, reply);
      return sendStoredFile(request, reply, path, stored, 'private, no-cache');
    },
  );
};
