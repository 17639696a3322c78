import { z } from 'zod';

// spec §3, §9: code 1 means success.
export const SUCCESS = 1;

/** `trace_id`: on a 500 from a server that traces, the id by which support finds the request's trace. */
export type Envelope<T> = { code: number; msg: string; data: T; trace_id?: string };

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}
