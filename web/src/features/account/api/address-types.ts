export type Address = {
  id: number;
  addressee: string;
  mobile: string;
  country: string;
  region: string;
  detail: string;
  tag: string;
  is_default: boolean;
};

export const ADDRESSES_KEY = ['addresses'] as const;
