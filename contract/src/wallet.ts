import { z } from 'zod';
import { EmailCode, PayCode } from './account.ts';
import { moneyInput } from './money.ts';

export const AUDIT_STATUSES = ['auditing', 'passed', 'refused'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

export const BILL_TYPES = [
  'recharge',
  'withdrawal_frozen',
  'withdrawal_returned',
  'payment',
  'refund',
  'discount',
  'adjustment',
] as const;
export type BillType = (typeof BILL_TYPES)[number];

// spec §5: deposits through these are not supported.
export const UNSUPPORTED_DEPOSIT_ROUTES = ['DEX', 'BSC', 'HECO'] as const;

export const WITHDRAW_TYPES = ['bank', 'chain'] as const;

const required = (key: string) => z.string({ error: key }).trim().min(1, { error: key });

export const RECHARGE_METHODS = ['chain', 'card'] as const;

export const RechargeBody = z.object({
  method: z.enum(RECHARGE_METHODS, { error: 'validation.methodRequired' }),
  network: required('validation.networkRequired'),
  address: required('validation.addressRequired'),
  amount: moneyInput('validation.amountInvalid'),
  evidence: required('validation.evidenceRequired'),
  idempotency_key: z.string().min(8).max(64),
});
export type RechargeBody = z.infer<typeof RechargeBody>;

// spec §5: not empty, not zero, not negative; the balance check is the server's.
export const WithdrawAmount = z
  .union([z.string(), z.number()], { error: 'validation.amountRequired' })
  .refine((v) => String(v).trim() !== '', { error: 'validation.amountRequired' })
  .pipe(moneyInput('validation.amountInvalid', { allowNegative: true }))
  .refine((c) => c >= 0, { error: 'validation.amountNegative' })
  .refine((c) => c !== 0, { error: 'validation.amountZero' });

export const WithdrawBody = z.object({
  type: z.enum(WITHDRAW_TYPES, { error: 'validation.withdrawTypeRequired' }),
  amount: WithdrawAmount,
  card_number: z.string().trim().optional(),
  bank_name: z.string().trim().optional(),
  holder: z.string().trim().optional(),
  network: z.string().trim().optional(),
  address: z.string().trim().optional(),
  email_code: EmailCode,
  pay_password: PayCode,
  idempotency_key: z.string().min(8).max(64),
});
export type WithdrawBody = z.infer<typeof WithdrawBody>;

/** Luhn checksum of a bank card number (13–19 digits, spaces allowed). */
export function isCardNumber(text: string): boolean {
  const digits = text.replace(/\s+/g, '');
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The service charge of a withdrawal: a rate in basis points with a minimum, in cents. */
export function serviceCharge(
  amount: number,
  rule: { rate_basis_points: number; min_cents: number },
): number {
  return Math.max(rule.min_cents, Math.ceil((amount * rule.rate_basis_points) / 10_000));
}

export const RecordQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  type: z.enum(BILL_TYPES, { error: 'validation.billTypeInvalid' }).optional(),
});
