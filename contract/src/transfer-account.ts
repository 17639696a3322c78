import { z } from 'zod';

/** ISO 13616 IBAN: country, two check digits, up to 30 letters or digits; mod 97 of the rearranged text is 1. */
export function isIban(text: string): boolean {
  const iban = text.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** ISO 9362 SWIFT/BIC: bank (4 letters), country (2), location (2), optional branch (3). */
export function isSwift(text: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(text.trim().toUpperCase());
}

const field = z.string().trim().max(100);

/**
 * The platform's bank account that receives manual transfers (recharge method `card`), set by
 * `ops setting set recharge_bank_account`. Empty strings are fields the platform has not filled.
 */
export const TransferAccount = z.object({
  bank_name: field,
  holder: field,
  account_number: field,
  iban: field.refine((v) => v === '' || isIban(v), { error: 'the IBAN check digits do not match' }),
  swift: field.refine((v) => v === '' || isSwift(v), { error: 'a SWIFT/BIC is 8 or 11 letters and digits' }),
});
export type TransferAccount = z.infer<typeof TransferAccount>;

/** A buyer can send money to an account only when its bank, its holder and a number to send to are known. */
export function isTransferAccountComplete(account: TransferAccount): boolean {
  return (
    account.bank_name !== '' &&
    account.holder !== '' &&
    (account.iban !== '' || account.account_number !== '')
  );
}

/** Letters and digits a person reads without confusion (Crockford's base 32: no I, L, O, U). */
export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** "CB", 8 random symbols and one check symbol. */
export const REFERENCE_PATTERN = /^CB[0-9A-HJKMNP-TV-Z]{9}$/;

/** Luhn mod 32 check symbol of the random part: any one mistyped symbol, and two swapped neighbours but "0"/"Z", change it. */
export function referenceCheck(body: string): string {
  const n = REFERENCE_ALPHABET.length;
  let factor = 2;
  let sum = 0;
  for (let i = body.length - 1; i >= 0; i--) {
    let addend = factor * REFERENCE_ALPHABET.indexOf(body[i] ?? '');
    factor = factor === 2 ? 1 : 2;
    addend = Math.floor(addend / n) + (addend % n);
    sum += addend;
  }
  return REFERENCE_ALPHABET[(n - (sum % n)) % n] ?? '0';
}

/** Whether a reference as a person typed it (any case, spaces or dashes) is well formed with a matching check. */
export function normalReference(typed: string): string | null {
  const code = typed.replace(/[\s-]+/g, '').toUpperCase();
  if (!REFERENCE_PATTERN.test(code)) return null;
  return referenceCheck(code.slice(2, 10)) === code[10] ? code : null;
}

/**
 * GET /api/user/recharge_account: where a manual transfer goes (null until the platform has set an
 * account) and the caller's own reference to write on it.
 */
export const RechargeAccountInfo = z.object({
  bank: TransferAccount.nullable(),
  reference: z.string(),
});
export type RechargeAccountInfo = z.infer<typeof RechargeAccountInfo>;
