export const ADDRESSES_KEY = ['addresses'] as const;
