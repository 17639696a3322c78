import type { AuditStatus, BillType } from '@crossbay/contract/wallet';

// The shapes the wallet endpoints answer (server/src/modules/wallet/records.ts); amounts are "12.50" strings.

export type BlockchainNetwork = {
  id: number;
  name: string;
  deposit_address: string;
  min_amount: string;
  max_amount: string;
};
export type BlockchainInfo = { networks: BlockchainNetwork[]; unsupported: string[] };

export type WithdrawalInfo = {
  balance: string;
  frozen: string;
  email: string | null;
  charge: { rate_basis_points: number; min: string };
  networks: string[];
  last_bank: { card_number: string | null; bank_name: string | null; holder: string | null } | null;
  last_chain: { network: string | null; address: string | null } | null;
};

export type RechargeRecord = {
  id: number;
  method: 'chain' | 'card';
  network: string;
  address: string;
  amount: string;
  arrival: string | null;
  evidence: string;
  status: AuditStatus;
  refuse_reason: string | null;
  created_at: string;
  decided_at: string | null;
};

export type WithdrawalRecord = {
  id: number;
  type: 'bank' | 'chain';
  amount: string;
  service_charge: string;
  arrival: string | null;
  expected_arrival: string;
  card_number: string | null;
  bank_name: string | null;
  network: string | null;
  address: string | null;
  status: AuditStatus;
  refuse_reason: string | null;
  created_at: string;
  decided_at: string | null;
};

export type BillRecord = {
  id: number;
  type: BillType;
  amount: string;
  balance_after: string;
  ref_type: string | null;
  ref_id: number | null;
  created_at: string;
};

export type DiscountSummary = {
  gift: string;
  total_gift: string;
  usable: string;
  used: string;
  history: { list: BillRecord[]; total: number; page: number; limit: number };
};

export type Withdrawn = {
  id: number;
  status: AuditStatus;
  amount: string;
  service_charge: string;
  arrival: string;
};
