import { DEFAULT_SETTINGS } from '#server/modules/platform/settings.ts';

// The platform's deposit addresses for the demo; `ops` changes them on a real deployment.
export const DEMO_NETWORKS = [
  {
    name: 'TRC20',
    deposit_address: 'TJPZp3h26cfFoz7mzyxNofcNR7GGenKf8V',
    address_pattern: '^T[1-9A-HJ-NP-Za-km-z]{33}$',
    min_amount: 1000,
    max_amount: 10_000_000,
    sort: 1,
  },
  {
    name: 'ERC20',
    deposit_address: '0x8f3a6c1e2b9d4f7a0c5e8b1d3f6a9c2e4b7d0f13',
    address_pattern: '^0x[0-9a-fA-F]{40}$',
    min_amount: 2000,
    max_amount: 10_000_000,
    sort: 2,
  },
] as const;

export const DEMO_SETTINGS = {
  ...DEFAULT_SETTINGS,
  // A well-formed account that is plainly a demo: the IBAN is the standard documentation example
  // (valid check digits) and "DEMO" is no bank's BIC code.
  recharge_bank_account: {
    bank_name: 'Demo Bank AG (sample account)',
    holder: 'Crossbay Demo Payments Ltd',
    account_number: '',
    iban: 'DE89370400440532013000',
    swift: 'DEMODEFFXXX',
  },
};

export const DEMO_BUYER = {
  account: 'demo',
  password: 'demo1234',
  pay_code: '123456',
  email: 'demo@crossbay.local',
  balance_cents: 500_000,
  bonus_cents: 2_000,
} as const;
