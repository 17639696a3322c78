import { z } from 'zod';

/**
 * A client's key for one intended action (pay, create an order, recharge, withdraw). The same key with
 * the same request answers the first answer for 24 hours; with another request it is refused
 * (Codes.IdempotencyKeyReused). After Stripe's idempotent requests.
 */
export const IdempotencyKey = z
  .string({ error: 'validation.requestKeyInvalid' })
  .min(8, { error: 'validation.requestKeyInvalid' })
  .max(64, { error: 'validation.requestKeyInvalid' })
  .regex(/^[\x21-\x7e]+$/, { error: 'validation.requestKeyInvalid' });
