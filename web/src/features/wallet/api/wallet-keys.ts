// Every wallet query lives under 'wallet', so a recharge or a withdrawal refreshes them all at once.
export const walletKeys = {
  all: () => ['wallet'] as const,
  blockchain: () => ['wallet', 'blockchain'] as const,
  rechargeAccount: () => ['wallet', 'recharge-account'] as const,
  discount: () => ['wallet', 'discount'] as const,
  vouchers: () => ['wallet', 'vouchers'] as const,
  records: (path: string, filter: Record<string, string>) => ['wallet', 'records', path, filter] as const,
  withdrawalInfo: () => ['wallet', 'extract'] as const,
};
