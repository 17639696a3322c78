// Without zod, unlike account.ts: the payment code's cells read these and must not load the schemas with them.
// spec §5 and §9: passwords and payment codes are at least 6 characters; payment codes digits only.
export const PASSWORD_MIN = 6;
export const PAY_CODE_LENGTH = 6;
/** The digits of a code sent by e-mail (to register, reset a password, withdraw). */
export const EMAIL_CODE_LENGTH = 6;
