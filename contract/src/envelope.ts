import { z } from 'zod';

// spec §3, §9: code 1 means success.
export const SUCCESS = 1;

export type Envelope<T> = { code: number; msg: string; data: T };

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}
