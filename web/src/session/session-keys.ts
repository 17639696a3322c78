// The buyer's own account: read by the Me tab, the payment screens and checkout, changed by several features.
export const sessionKeys = {
  userInfo: () => ['user-info'] as const,
};
