import { z } from 'zod';

/** The longest path an upload is answered with (`/uploads/` and a name), with room to spare. */
export const UPLOAD_PATH_MAX = 128;

// Evidence and pictures are the buyer's own uploads (POST /api/common/upload answers this form).
export const UploadedImage = z
  .string({ error: 'validation.imageInvalid' })
  .max(UPLOAD_PATH_MAX, { error: 'validation.imageInvalid' })
  .regex(/^\/uploads\/[\w-]+\.webp$/, { error: 'validation.imageInvalid' });
