import { Codes } from '@crossbay/contract/codes';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { DomainError } from '#server/lib/domain-error.ts';

export const MAX_UPLOAD_SIDE = 4096;
// sharp's own check, before it decodes a pixel: the side check below reads the header, this one holds
// for whatever the decoder finds (decision 0098).
const MAX_UPLOAD_PIXELS = MAX_UPLOAD_SIDE * MAX_UPLOAD_SIDE;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

const invalid = () => new DomainError(Codes.ValidationFailed, 'validation.imageInvalid');
const tooLarge = () => new DomainError(Codes.ValidationFailed, 'validation.imageTooLarge');

/**
 * One libvips thread per picture: on a server of few cores, decoding keeps to one of them and leaves the
 * others to requests, password checks and compression. Set once the process serves (the seed's drawing
 * at first start keeps every core).
 */
export function decodePicturesOnOneThread(): void {
  sharp.concurrency(1);
  // Every upload is a new picture: libvips' cache of operations would only hold memory.
  sharp.cache(false);
}

/** From the header alone: a JPEG, PNG, WebP or GIF of at most 4096 × 4096, or a refusal saying which rule. */
export async function checkPictureHeader(bytes: Buffer): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { failOn: 'error' }).metadata();
  } catch {
    throw invalid();
  }
  const { format, width = 0, height = 0 } = metadata;
  if (!format || !ACCEPTED_FORMATS.has(format)) throw invalid();
  if (width > MAX_UPLOAD_SIDE || height > MAX_UPLOAD_SIDE) throw tooLarge();
}

/** The picture decoded and written again as a WebP without metadata, turned upright. */
export async function reencodeAsWebp(bytes: Buffer): Promise<{ data: Buffer; info: OutputInfo }> {
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_UPLOAD_PIXELS })
      .rotate()
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw tooLarge();
    throw invalid();
  }
}
