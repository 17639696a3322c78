import { z } from 'zod';
import { EmailCode, PayCode } from './account.ts';
import { IdempotencyKey } from './idempotency.ts';
import { AMOUNT_TEXT_MAX, formatCents, MoneyString, moneyInput } from './money.ts';
import { pageOf } from './pagination.ts';
import { requestObject } from './request.ts';
import { lineText } from './text.ts';
import { UPLOAD_PATH_MAX, uploadPath } from './upload.ts';

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

// A network's name (TRC20…) and a wallet address (Tron's 34 characters, Ethereum's 42) with room to spare.
const NETWORK_MAX = 32;
const WALLET_ADDRESS_MAX = 128;
const BANK_TEXT_MAX = 100;

export const RECHARGE_METHODS = ['chain', 'card'] as const;

export const RechargeBody = requestObject({
  method: z.enum(RECHARGE_METHODS, { error: 'validation.methodRequired' }),
  network: lineText(NETWORK_MAX, 'validation.networkRequired'),
  address: lineText(WALLET_ADDRESS_MAX, 'validation.walletAddressRequired'),
  amount: moneyInput('validation.amountInvalid'),
  // The path of the buyer's upload: a longer one can only be a broken form.
  evidence: z
    .string({ error: 'validation.evidenceRequired' })
    .trim()
    .min(1, { error: 'validation.evidenceRequired' })
    .max(UPLOAD_PATH_MAX, { error: 'validation.uploadAgain' })
    // Not a private upload (one from before decision 0120, or an avatar's): refused like another's.
    .pipe(uploadPath('private', 'validation.evidenceRequired', 'validation.evidenceRequired')),
  idempotency_key: IdempotencyKey,
});
export type RechargeBody = z.infer<typeof RechargeBody>;
/** What the recharge form sends (the amount as typed). */
export type RechargeRequest = z.input<typeof RechargeBody>;

// spec §5: not empty, not zero, not negative; the balance check is the server's.
export const WithdrawAmount = z
  .union([z.string().max(AMOUNT_TEXT_MAX, { error: 'validation.amountInvalid' }), z.number()], {
    error: 'validation.amountRequired',
  })
  .refine((v) => String(v).trim() !== '', { error: 'validation.amountRequired' })
  .pipe(moneyInput('validation.amountInvalid', { allowNegative: true }))
  .refine((c) => c >= 0, { error: 'validation.amountNegative' })
  .refine((c) => c !== 0, { error: 'validation.amountZero' });

export const WithdrawBody = requestObject({
  type: z.enum(WITHDRAW_TYPES, { error: 'validation.withdrawTypeRequired' }),
  amount: WithdrawAmount,
  card_number: z.string().trim().max(32, { error: 'validation.cardNumberInvalid' }).optional(),
  bank_name: lineText(BANK_TEXT_MAX).optional(),
  holder: lineText(BANK_TEXT_MAX).optional(),
  network: lineText(NETWORK_MAX).optional(),
  address: lineText(WALLET_ADDRESS_MAX).optional(),
  email_code: EmailCode,
  pay_password: PayCode,
  idempotency_key: IdempotencyKey,
});
export type WithdrawBody = z.infer<typeof WithdrawBody>;
export type WithdrawRequest = z.input<typeof WithdrawBody>;

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

export type RechargeAmountRefusal =
  | { key: 'validation.amountInvalid' }
  | { key: 'validation.amountOutOfRange'; vars: { min: string; max: string } };

/**
 * spec §5 recharge: a positive amount within the method's minimum and maximum, in cents. The one home
 * of the rule: the recharge form and the server both ask it.
 */
export function rechargeAmountRefusal(
  amount: number,
  limits: { min_cents: number; max_cents: number },
): RechargeAmountRefusal | null {
  if (amount <= 0) return { key: 'validation.amountInvalid' };
  if (amount < limits.min_cents || amount > limits.max_cents)
    return {
      key: 'validation.amountOutOfRange',
      vars: { min: formatCents(limits.min_cents), max: formatCents(limits.max_cents) },
    };
  return null;
}

export type WithdrawalAmountRefusal =
  | { key: 'validation.amountAboveBalance' }
  | { key: 'validation.amountBelowCharge'; vars: { charge: string } };

/**
 * spec §5: a withdrawal takes no more than the balance, and more than its service charge (or nothing
 * would arrive). The one home of the rule: the withdrawal form and the server both ask it.
 */
export function withdrawalAmountRefusal(
  amount: number,
  balance: number,
  rule: { rate_basis_points: number; min_cents: number },
): WithdrawalAmountRefusal | null {
  if (amount > balance) return { key: 'validation.amountAboveBalance' };
  const charge = serviceCharge(amount, rule);
  if (charge >= amount) return { key: 'validation.amountBelowCharge', vars: { charge: formatCents(charge) } };
  return null;
}

export const RecordQuery = requestObject({
  page: z.coerce.number<number | string>().int().min(1).default(1),
  limit: z.coerce.number<number | string>().int().min(1).max(100).default(10),
  type: z.enum(BILL_TYPES, { error: 'validation.billTypeInvalid' }).optional(),
});

/** POST /api/user/recharge: the request waits for an operator before anything is credited. */
export const RechargeRequested = z.object({ id: z.number().int(), status: z.literal('auditing') });
export type RechargeRequested = z.infer<typeof RechargeRequested>;

/** POST /api/user/extract: the amount is frozen at once; `arrival` is the amount less the charge. */
export const Withdrawn = z.object({
  id: z.number().int(),
  status: z.literal('auditing'),
  amount: MoneyString,
  service_charge: MoneyString,
  arrival: MoneyString,
});
export type Withdrawn = z.infer<typeof Withdrawn>;

/** GET /api/user/extract: what the withdrawal form needs, with the destinations used last. */
export const WithdrawalInfo = z.object({
  balance: MoneyString,
  /** Withdrawals still being audited, already taken from the balance. */
  frozen: MoneyString,
  email: z.string().nullable(),
  charge: z.object({ rate_basis_points: z.number().int(), min: MoneyString }),
  networks: z.array(z.string()),
  last_bank: z
    .object({
      card_number: z.string().nullable(),
      bank_name: z.string().nullable(),
      holder: z.string().nullable(),
    })
    .nullable(),
  last_chain: z.object({ network: z.string().nullable(), address: z.string().nullable() }).nullable(),
});
export type WithdrawalInfo = z.infer<typeof WithdrawalInfo>;

// A recharge or a withdrawal: audited by an operator; `arrival` is the amount that arrived, once passed.
const AuditedRequest = z.object({
  id: z.number().int(),
  amount: MoneyString,
  arrival: MoneyString.nullable(),
  status: z.enum(AUDIT_STATUSES),
  refuse_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});

/** A row of GET /api/user/recharge_log. */
export const RechargeRecord = AuditedRequest.extend({
  method: z.enum(RECHARGE_METHODS),
  network: z.string(),
  address: z.string(),
  evidence: z.string(),
  /** The buyer's transfer reference written on a manual transfer; null for on-chain ones. */
  reference: z.string().nullable(),
});
export type RechargeRecord = z.infer<typeof RechargeRecord>;

/** A row of GET /api/user/extract_log; a bank card number shows its last four digits only. */
export const WithdrawalRecord = AuditedRequest.extend({
  type: z.enum(WITHDRAW_TYPES),
  service_charge: MoneyString,
  expected_arrival: MoneyString,
  card_number: z.string().nullable(),
  bank_name: z.string().nullable(),
  network: z.string().nullable(),
  address: z.string().nullable(),
});
export type WithdrawalRecord = z.infer<typeof WithdrawalRecord>;

/** A row of the ledger (GET /api/user/bill, and the discount money's history): signed amount, balance after. */
export const BillRecord = z.object({
  id: z.number().int(),
  type: z.enum(BILL_TYPES),
  amount: MoneyString,
  balance_after: MoneyString,
  ref_type: z.string().nullable(),
  ref_id: z.number().int().nullable(),
  /** The order's number when the row is about an order (a buyer reads that, not the id). */
  ref_sn: z.string().nullable(),
  created_at: z.string(),
});
export type BillRecord = z.infer<typeof BillRecord>;

/** GET /api/user/discount: the discount money's totals and a page of its history. */
export const DiscountSummary = z.object({
  /** The latest grant. */
  gift: MoneyString,
  total_gift: MoneyString,
  usable: MoneyString,
  used: MoneyString,
  history: pageOf(BillRecord),
});
export type DiscountSummary = z.infer<typeof DiscountSummary>;
