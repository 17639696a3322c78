import { z } from 'zod';

/** The longest path an upload is answered with (`/api/private-uploads/` and a name), with room to spare. */
export const UPLOAD_PATH_MAX = 128;

/**
 * Who may see an upload, sent as the multipart field `access` before the file (docs/decisions/0120). `private`
 * (the default): a recharge proof, refund evidence or complaint certificate, served only to its owner. `public`:
 * an avatar or a review picture, served to anyone.
 */
export const UPLOAD_ACCESS_FIELD = 'access';
export const UPLOAD_ACCESSES = ['private', 'public'] as const;
export type UploadAccess = (typeof UPLOAD_ACCESSES)[number];

/** Where each kind of upload is served: a public one as a file, a private one through the API. */
export const UPLOAD_PREFIXES = { public: '/uploads/', private: '/api/private-uploads/' } as const;

const NAME = '[\\w-]+\\.webp$';
const ANY_UPLOAD = new RegExp(`^(${Object.values(UPLOAD_PREFIXES).join('|')})${NAME}`);

/**
 * The path of an upload of that kind: anything else that is no upload path is `notUpload`, an upload of the other
 * kind (a public picture as a proof) `wrongKind`.
 */
export const uploadPath = (
  access: UploadAccess,
  wrongKind = 'validation.uploadAgain',
  notUpload = 'validation.imageInvalid',
) =>
  z
    .string({ error: notUpload })
    .max(UPLOAD_PATH_MAX, { error: notUpload })
    .regex(ANY_UPLOAD, { error: notUpload })
    .regex(new RegExp(`^${UPLOAD_PREFIXES[access]}${NAME}`), { error: wrongKind });

// Evidence and pictures are the buyer's own uploads (POST /api/common/upload answers this form).
/** A review picture or avatar: a public upload. */
export const UploadedImage = uploadPath('public');
/** A proof, evidence or certificate: a private upload (one from before, or a public one, is uploaded again). */
export const PrivateImage = uploadPath('private');
