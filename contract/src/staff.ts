import { z } from 'zod';
import { Password } from './account.ts';
import { MoneyString, moneyInput } from './money.ts';
import { requestObject } from './request.ts';
import { lineText } from './text.ts';

// The back office's staff (issue 40): accounts apart from buyers, each with one role.

export const STAFF_ROLES = ['owner', 'finance', 'support', 'catalogue'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Minutes a staff session lives without a request (OWASP ASVS 7.3.1); STAFF_IDLE_MINUTES changes it. */
export const STAFF_IDLE_MINUTES = 30;
/** Hours an enrolment link stays usable. */
export const STAFF_ENROLMENT_HOURS = 24;
export const TOTP_DIGITS = 6;
/** The header a staff session's token rides on; the buyers' `token` header is never read by the back office. */
export const STAFF_TOKEN_HEADER = 'staff-token';

export const StaffName = z
  .string({ error: 'validation.staffNameInvalid' })
  .trim()
  .min(1, { error: 'validation.staffNameInvalid' })
  .max(64, { error: 'validation.staffNameInvalid' })
  .regex(/^[\p{L}\p{N}_.-]+$/u, { error: 'validation.staffNameInvalid' });

export const StaffRoleField = z.enum(STAFF_ROLES, { error: 'validation.staffRoleInvalid' });

const TotpCode = z
  .string({ error: 'validation.totpCodeInvalid' })
  .trim()
  .max(TOTP_DIGITS, { error: 'validation.totpCodeInvalid' })
  .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), { error: 'validation.totpCodeInvalid' });

// 32 random bytes in base64url: 43 characters.
const EnrolmentToken = z
  .string({ error: 'errors.staffEnrolmentInvalid' })
  .min(1, { error: 'errors.staffEnrolmentInvalid' })
  .max(64, { error: 'errors.staffEnrolmentInvalid' });

/** POST /api/admin/enrolment: sets the password and answers a new TOTP secret to scan. */
export const EnrolmentBody = requestObject({ token: EnrolmentToken, password: Password });
export type EnrolmentBody = z.infer<typeof EnrolmentBody>;
export const EnrolmentStarted = z.object({ name: z.string(), otpauth_uri: z.string(), secret: z.string() });
export type EnrolmentStarted = z.infer<typeof EnrolmentStarted>;

/** POST /api/admin/enrolment/confirm: a code from the app proves the secret was scanned; the link is spent. */
export const EnrolmentConfirmBody = requestObject({ token: EnrolmentToken, code: TotpCode });
export type EnrolmentConfirmBody = z.infer<typeof EnrolmentConfirmBody>;

export const StaffLoginBody = requestObject({
  name: StaffName,
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, { error: 'validation.passwordRequired' })
    .max(128, { error: 'validation.passwordTooLong' }),
  code: TotpCode,
});
export type StaffLoginBody = z.infer<typeof StaffLoginBody>;

export const StaffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffLoggedIn = z.object({ token: z.string(), staff: StaffMember, idle_minutes: z.number() });
export type StaffLoggedIn = z.infer<typeof StaffLoggedIn>;

/** A row of GET /api/admin/staff. */
export const StaffRecord = StaffMember.extend({
  enrolled: z.boolean(),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type StaffRecord = z.infer<typeof StaffRecord>;

export const StaffCreateBody = requestObject({ name: StaffName, role: StaffRoleField });
export type StaffCreateBody = z.infer<typeof StaffCreateBody>;
export const StaffCreated = z.object({
  id: z.number().int(),
  enrolment_token: z.string(),
  enrolment_url: z.string(),
  expires_at: z.string(),
});
export type StaffCreated = z.infer<typeof StaffCreated>;

export const IdParams = requestObject({
  id: z.coerce.number({ error: 'validation.invalidValue' }).int().positive(),
});

// A refusal's reason reaches the buyer in a notice.
export const REFUSE_REASON_MAX = 200;
export const RefuseBody = requestObject({ reason: lineText(REFUSE_REASON_MAX, 'validation.reasonRequired') });
export type RefuseBody = z.infer<typeof RefuseBody>;
/** The amount that actually arrived on the platform's account (it may differ from the one claimed). */
export const PassRechargeBody = requestObject({ arrival: moneyInput('validation.amountInvalid') });
export type PassRechargeBody = z.infer<typeof PassRechargeBody>;

/** `awaiting_second_approval`: a first approval above the threshold was recorded; a second person must pass it. */
export const Decided = z.object({
  id: z.number().int(),
  status: z.enum(['passed', 'refused', 'awaiting_second_approval']),
});
export type Decided = z.infer<typeof Decided>;

/** A recharge waiting for audit, oldest first. */
export const RechargeToAudit = z.object({
  id: z.number().int(),
  buyer_id: z.number().int(),
  buyer_account: z.string(),
  /** The transfer reference the buyer writes on a bank transfer; null for on-chain ones. */
  reference: z.string().nullable(),
  method: z.string(),
  network: z.string(),
  amount_claimed: MoneyString,
  proof_url: z.string(),
  created_at: z.string(),
  waiting_seconds: z.number().int(),
});
export type RechargeToAudit = z.infer<typeof RechargeToAudit>;

export const WithdrawalToAudit = z.object({
  id: z.number().int(),
  buyer_id: z.number().int(),
  buyer_account: z.string(),
  type: z.string(),
  amount: MoneyString,
  service_charge: MoneyString,
  /** Where the money goes: the bank's name and the card's last four digits, or the network and address. */
  destination: z.string(),
  created_at: z.string(),
  waiting_seconds: z.number().int(),
});
export type WithdrawalToAudit = z.infer<typeof WithdrawalToAudit>;

export const QUEUE_NAMES = ['recharges', 'withdrawals', 'approvals'] as const;
export const QueueCount = z.object({
  queue: z.enum(QUEUE_NAMES),
  count: z.number().int(),
  oldest_waiting_seconds: z.number().int().nullable(),
});
export const Dashboard = z.object({ queues: z.array(QueueCount) });
export type Dashboard = z.infer<typeof Dashboard>;

/** A request above the approval threshold that one person approved, waiting for a second (decision 0125). */
export const ApprovalWaiting = z.object({
  kind: z.enum(['withdrawal', 'recharge']),
  id: z.number().int(),
  buyer_account: z.string(),
  /** The withdrawal's amount, or the arrival the first approver passed the recharge with. */
  amount: MoneyString,
  first_approver: z.string(),
  approved_at: z.string(),
  waiting_seconds: z.number().int(),
});
export type ApprovalWaiting = z.infer<typeof ApprovalWaiting>;

/** Above this amount a withdrawal or a recharge needs two different finance or owner accounts to pass. */
export const ApprovalThreshold = z.object({ threshold: MoneyString });
export const ApprovalThresholdBody = requestObject({ threshold: moneyInput('validation.amountInvalid') });

/** GET /api/admin/buyers/:id: reading it is written in the audit log. */
export const BuyerProfile = z.object({
  id: z.number().int(),
  account: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  balance: MoneyString,
  disabled: z.boolean(),
  created_at: z.string(),
});
export type BuyerProfile = z.infer<typeof BuyerProfile>;

export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_kind: z.enum(['staff', 'ops']),
  actor_name: z.string(),
  address: z.string().nullable(),
  action: z.string(),
  object_type: z.string(),
  object_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditQuery = requestObject({
  object_type: z.string().max(32, { error: 'validation.invalidValue' }).optional(),
  object_id: z.string().max(64, { error: 'validation.invalidValue' }).optional(),
  limit: z.coerce
    .number({ error: 'validation.limitInvalid' })
    .int()
    .min(1, { error: 'validation.limitInvalid' })
    .max(200, { error: 'validation.limitTooLarge' })
    .default(50),
});
