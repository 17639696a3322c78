import { z } from 'zod';
import { REGISTER_FIELDS } from './account.ts';

export const Language = z.object({
  file_name: z.string(),
  language_name: z.string(),
  chinese_name: z.string(),
});
export type Language = z.infer<typeof Language>;

export const FIELD_MODES = ['required', 'optional', 'off'] as const;
export type FieldMode = (typeof FIELD_MODES)[number];
export const RegisterConfig = z.object(
  Object.fromEntries(REGISTER_FIELDS.map((f) => [f, z.enum(FIELD_MODES)])) as Record<
    (typeof REGISTER_FIELDS)[number],
    z.ZodEnum<{ required: 'required'; optional: 'optional'; off: 'off' }>
  >,
);
export type RegisterConfig = z.infer<typeof RegisterConfig>;

export const DEFAULT_REGISTER_CONFIG: RegisterConfig = {
  account: 'required',
  password: 'required',
  repassword: 'required',
  email: 'required',
  // A mailbox proves each new account (issue 35): throwaway accounts were free to make, and held stock.
  email_code: 'required',
  mobile: 'optional',
  username: 'optional',
  given_name: 'optional',
};

export const BlockchainNetwork = z.object({
  id: z.number().int(),
  name: z.string(),
  deposit_address: z.string(),
  min_amount: z.string(),
  max_amount: z.string(),
});
export type BlockchainNetwork = z.infer<typeof BlockchainNetwork>;
export const BlockchainInfo = z.object({
  networks: z.array(BlockchainNetwork),
  unsupported: z.array(z.string()),
});
export type BlockchainInfo = z.infer<typeof BlockchainInfo>;

export const PlatformInfo = z.object({
  name: z.string(),
  currency: z.string(),
  currency_symbol: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
  support_hours: z.object({ from: z.string(), to: z.string() }),
  merchant_entry_url: z.string(),
  seller_url: z.string(),
  // Whether the login screen offers sign-in with another service (OIDC configured).
  third_login: z.boolean(),
  title: z.string(),
  body: z.string(),
});
export type PlatformInfo = z.infer<typeof PlatformInfo>;

export const HelpEntry = z.object({ question: z.string(), answer: z.string() });
export const LawPage = z.object({
  title: z.string(),
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
});
