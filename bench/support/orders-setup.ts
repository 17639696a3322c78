import type { Call } from './api-client.ts';

export type Catalogue = { physical: number[]; cardKeys: number[]; shops: number };

type Listed = { list: { id: number; merchant_id: number }[] };
type Detail = { skus: { id: number; stock: number }[] };

/**
 * Specs with stock from several shops: physical ones with more than 100 units (at most three products
 * a shop), and every card-key product's specs (their stock is their keys, their limits per buyer low).
 */
export async function pickCatalogue(call: Call): Promise<Catalogue> {
  const physical: number[] = [];
  const cardKeys: number[] = [];
  const shops = new Set<number>();
  const perShop = new Map<number, number>();
  const physicalList = await call<Listed>('/api/index/product?kind=physical&in_stock=1&sort=sales&limit=100');
  for (const p of physicalList.data.list) {
    if ((perShop.get(p.merchant_id) ?? 0) >= 3) continue;
    const detail = await call<Detail>(`/api/product/detail?id=${p.id}`);
    const skus = detail.data.skus.filter((s) => s.stock > 100).map((s) => s.id);
    if (skus.length === 0) continue;
    physical.push(...skus);
    perShop.set(p.merchant_id, (perShop.get(p.merchant_id) ?? 0) + 1);
    shops.add(p.merchant_id);
  }
  const virtualList = await call<Listed>('/api/index/product?kind=virtual&in_stock=1&limit=20');
  for (const p of virtualList.data.list) {
    const detail = await call<Detail>(`/api/product/detail?id=${p.id}`);
    cardKeys.push(...detail.data.skus.filter((s) => s.stock > 0).map((s) => s.id));
    shops.add(p.merchant_id);
  }
  return { physical, cardKeys, shops: shops.size };
}

/**
 * A buyer made by the operator (`create`: `ops user create` and `ops grant`; registration through the API needs a
 * mailed code and allows 10 accounts an hour per address), logged in, with a payment code and an address;
 * answers the token.
 */
export async function newBuyer(
  call: Call,
  account: string,
  create: (account: string, password: string) => void,
): Promise<string> {
  create(account, 'bench-pass');
  const reg = await call<{ userinfo: { token: string } }>('/api/user/login', {
    account,
    password: 'bench-pass',
  });
  const token = reg.data.userinfo.token;
  await call('/api/user/resetPay', { pay_password: '123456', repay_password: '123456' }, token);
  const address = {
    addressee: 'B',
    mobile: '+66 81 234 5678',
    country: 'TH',
    region: 'Bangkok',
    city: 'Watthana',
    postcode: '10110',
    detail: '1 Rd',
    tag: 'home',
  };
  await call('/api/user/address_add', address, token);
  return token;
}

/** What each answer that was not a success said, counted. */
export class Tally {
  readonly counts = new Map<string, number>();
  add(step: string, msg: string): void {
    const label = `${step}: ${msg}`;
    this.counts.set(label, (this.counts.get(label) ?? 0) + 1);
  }
  get total(): number {
    return [...this.counts.values()].reduce((a, b) => a + b, 0);
  }
  toString(): string {
    return [...this.counts].map(([label, n]) => `  ${n} × ${label}`).join('\n');
  }
}
