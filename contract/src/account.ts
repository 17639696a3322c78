import { z } from 'zod';
import { EMAIL_CODE_LENGTH, PASSWORD_MIN, PAY_CODE_LENGTH } from './account-limits.ts';
import { isLocale } from './locales.ts';
import { requestObject } from './request.ts';
import { lineText, TEXT_TOO_LONG } from './text.ts';
import { uploadPath } from './upload.ts';

export { EMAIL_CODE_LENGTH, PASSWORD_MIN, PAY_CODE_LENGTH } from './account-limits.ts';

// No spaces, and no control or other invisible characters (\p{C}): an address is shown as it is.
const EMAIL = /^[^\s@\p{C}]+@[^\s@\p{C}]+\.[^\s@\p{C}]{2,}$/u;
// International numbers: optional +, 6–15 digits, spaces and dashes allowed between.
const MOBILE = /^\+?\d[\d -]{4,18}\d$/;
export const MOBILE_MAX = 32;
const PASSWORD_MAX = 128;

export const Account = z
  .string({ error: 'validation.accountRequired' })
  .trim()
  .min(1, { error: 'validation.accountRequired' })
  .max(32, { error: 'validation.accountTooLong' })
  .regex(/^[\p{L}\p{N}_.-]+$/u, { error: 'validation.accountInvalid' });

export const Password = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired' })
  .min(PASSWORD_MIN, { error: 'validation.passwordTooShort' })
  .max(PASSWORD_MAX, { error: 'validation.passwordTooLong' });

export const Email = z
  .string({ error: 'validation.emailInvalid' })
  .trim()
  .max(254, { error: 'validation.emailInvalid' })
  .regex(EMAIL, { error: 'validation.emailInvalid' });

export const Mobile = z
  .string({ error: 'validation.mobileInvalid' })
  .trim()
  .max(MOBILE_MAX, { error: 'validation.mobileInvalid' })
  .regex(MOBILE, { error: 'validation.mobileInvalid' })
  .refine((v) => v.replace(/\D/g, '').length >= 6 && v.replace(/\D/g, '').length <= 15, {
    error: 'validation.mobileInvalid',
  });

export const PayCode = z
  .string({ error: 'validation.payCodeInvalid' })
  .max(PAY_CODE_LENGTH, { error: 'validation.payCodeInvalid' })
  .regex(new RegExp(`^\\d{${PAY_CODE_LENGTH}}$`), { error: 'validation.payCodeInvalid' });

// spec §5: an empty code is "please enter the verification code", not a wrong one.
export const EmailCode = z
  .string({ error: 'validation.emailCodeRequired' })
  .min(1, { error: 'validation.emailCodeRequired', abort: true })
  .max(EMAIL_CODE_LENGTH, { error: 'validation.emailCodeInvalid' })
  .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), { error: 'validation.emailCodeInvalid' });

// The account, or the email address it logs in with; any length a registered one may have.
export const LoginBody = requestObject({
  account: z
    .string({ error: 'validation.accountRequired' })
    .trim()
    .min(1, { error: 'validation.accountRequired' })
    .max(254, { error: TEXT_TOO_LONG }),
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, { error: 'validation.passwordRequired' })
    .max(PASSWORD_MAX, { error: 'validation.passwordTooLong' }),
});
export type LoginBody = z.infer<typeof LoginBody>;

// The second typing of a new password: it only has to match the first.
const RepeatedPassword = z
  .string({ error: 'validation.passwordsDiffer' })
  .max(PASSWORD_MAX, { error: 'validation.passwordTooLong' });

// A one-time login link mailed to the account's email (a login held back from new places).
export const LoginLinkBody = requestObject({ account: LoginBody.shape.account });
export type LoginLinkBody = z.infer<typeof LoginLinkBody>;

export const ChangePasswordBody = requestObject({
  old_password: Password,
  password: Password,
  repassword: RepeatedPassword,
})
  .refine((b) => b.password === b.repassword, { error: 'validation.passwordsDiffer', path: ['repassword'] })
  .refine((b) => b.password !== b.old_password, {
    error: 'validation.passwordSameAsOld',
    path: ['password'],
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

// spec §5: the old payment code is required when changing it and empty when setting it the first time.
export const ResetPayBody = requestObject({
  old_pay_password: z.union([PayCode, z.literal('')]).optional(),
  pay_password: PayCode,
  repay_password: z
    .string({ error: 'validation.payCodesDiffer' })
    .max(PAY_CODE_LENGTH, { error: 'validation.payCodesDiffer' }),
}).refine((b) => b.pay_password === b.repay_password, {
  error: 'validation.payCodesDiffer',
  path: ['repay_password'],
});
export type ResetPayBody = z.infer<typeof ResetPayBody>;

export const USER_KINDS = ['buyer', 'merchant'] as const;
export type UserKind = (typeof USER_KINDS)[number];

export const EMS_EVENTS = ['register', 'resetpwd', 'withdraw', 'changeemail'] as const;
export type EmsEvent = (typeof EMS_EVENTS)[number];

export const SESSION_TTL_DAYS = 3;
export { APP_REQUEST_HEADER, LOGGED_IN_COOKIE, TOKEN_COOKIE } from './session-cookie.ts';

/** Which registration fields are shown and which are required (GET /api/user/reg_cfg). */
export const REGISTER_FIELDS = [
  'account',
  'password',
  'repassword',
  'email',
  'email_code',
  'mobile',
  'username',
  'given_name',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const UserInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  username: z.string().nullable(),
  given_name: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  avatar: z.string().nullable(),
  kind: z.enum(USER_KINDS),
  lang: z.string(),
  /** The currency chosen to see prices in beside the dollar ('USD': none); null follows the language. */
  display_currency: z.string().nullable(),
  balance: z.string(),
  discount: z.object({ total: z.string(), usable: z.string(), used: z.string() }),
  has_pay_code: z.boolean(),
});
export type UserInfo = z.infer<typeof UserInfo>;

// Which of these are required is server configuration (GET /api/user/reg_cfg); shapes are fixed here.
export const RegisterBody = requestObject({
  account: Account,
  password: Password,
  repassword: RepeatedPassword,
  email: z.union([Email, z.literal('')]).optional(),
  email_code: z.union([EmailCode, z.literal('')]).optional(),
  mobile: z.union([Mobile, z.literal('')]).optional(),
  username: lineText(64).optional(),
  given_name: lineText(64).optional(),
}).refine((b) => b.password === b.repassword, { error: 'validation.passwordsDiffer', path: ['repassword'] });
export type RegisterBody = z.infer<typeof RegisterBody>;

export const EmsSendBody = requestObject({
  email: Email,
  event: z.enum(EMS_EVENTS, { error: 'validation.emsEventInvalid' }),
});
export type EmsSendBody = z.infer<typeof EmsSendBody>;

// spec §1: the startup URL carries `data` and `code` for an automatic login.
export const AutoLoginBody = requestObject({
  data: z.string({ error: 'errors.loginLinkInvalid' }).min(1, { error: 'errors.loginLinkInvalid' }).max(2048),
  code: z.string({ error: 'errors.loginLinkInvalid' }).min(1, { error: 'errors.loginLinkInvalid' }).max(128),
});
export type AutoLoginBody = z.infer<typeof AutoLoginBody>;

export const LoginAnswer = z.object({ userinfo: UserInfo.extend({ token: z.string() }) });
export type LoginAnswer = z.infer<typeof LoginAnswer>;

// Wrong passwords in a window: 5 hold an account back at one address (or device) only; an address that
// tries many existing accounts is held at 20; 20 failures on an account (many addresses) hold back new
// places only: the owner logs in from a device or address used before, or with a login link.
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_ADDRESS_FAILURE_LIMIT = 20;
export const LOGIN_ACCOUNT_FAILURE_LIMIT = 20;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const LOGIN_LINK_TTL_MINUTES = 10;
// Login links mailed per account and address, and per address, in an hour.
export const LOGIN_LINK_MAILS_PER_HOUR = 3;
export const LOGIN_LINK_ADDRESS_MAILS_PER_HOUR = 10;

export const ResetPasswordBody = requestObject({
  email: Email,
  email_code: EmailCode,
  password: Password,
  repassword: RepeatedPassword,
}).refine((b) => b.password === b.repassword, { error: 'validation.passwordsDiffer', path: ['repassword'] });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const VerifyPayBody = requestObject({ pay_password: PayCode });
export type VerifyPayBody = z.infer<typeof VerifyPayBody>;

/** GET /api/user/set_language: the buyer's language, a locale file name. */
export const SetLanguageQuery = requestObject({
  file_name: z
    .string({ error: 'validation.languageInvalid' })
    .max(16, { error: 'validation.languageInvalid' })
    .refine(isLocale, { error: 'validation.languageInvalid' }),
});

export const ProfileBody = requestObject({
  username: lineText(64).optional(),
  given_name: lineText(64).optional(),
  mobile: z.union([Mobile, z.literal('')]).optional(),
  avatar: uploadPath('public', 'validation.avatarInvalid', 'validation.avatarInvalid')
    .or(z.literal(''))
    .optional(),
});
export type ProfileBody = z.infer<typeof ProfileBody>;

export const PAY_CODE_FAILURE_LIMIT = 5;
export const PAY_CODE_LOCK_MINUTES = 15;

// Third-party login (OpenID Connect): GET /api/user/third starts it when the server has a provider.
export const ThirdLoginStart = z.object({ enabled: z.boolean(), authorize_url: z.string().optional() });
export type ThirdLoginStart = z.infer<typeof ThirdLoginStart>;

// The provider's redirect back to the web app carries `code` and `state` (and `iss`, RFC 9207, when
// the provider adds it); the web app posts them as they came.
const ThirdParam = (max: number) =>
  z
    .string({ error: 'errors.thirdLoginFailed' })
    .min(1, { error: 'errors.thirdLoginFailed' })
    .max(max, { error: 'errors.thirdLoginFailed' });
export const ThirdLoginBody = requestObject({
  code: ThirdParam(2048),
  state: ThirdParam(256),
  iss: ThirdParam(2048).optional(),
});
export type ThirdLoginBody = z.infer<typeof ThirdLoginBody>;

/** One of the buyer's open sessions (Security › Devices); `current` is the one asking. */
export const SessionRow = z.object({
  id: z.number().int(),
  /** Browser and system, as "Chrome · Android"; null when unknown. */
  device: z.string().nullable(),
  address: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  current: z.boolean(),
});
export type SessionRow = z.infer<typeof SessionRow>;
export const SessionList = z.array(SessionRow);

export const EndSessionBody = requestObject({ id: z.coerce.number<number | string>().int().positive() });
export type EndSessionBody = z.infer<typeof EndSessionBody>;

export const SESSIONS_PATH = '/api/user/sessions';
