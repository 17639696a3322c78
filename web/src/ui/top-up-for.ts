import { parseCents } from '@crossbay/contract/cents';

/** An unpaid order the balance could not cover: what it costs, how much is missing, and which orders. */
export type TopUpFor = { total: string; short: string; orders: number[] };

const MONEY = /^\d{1,9}\.\d{2}$/;

/**
 * The recharge screens' address when a payment came up short (issue 34): the recharge form starts at the
 * shortfall, and /topUp offers to pay the orders once the balance covers them. Travels in the address, so a
 * reload or the method screen and back keeps it.
 */
export function topUpForPath(what: TopUpFor): string {
  const search = new URLSearchParams({ total: what.total, short: what.short, orders: what.orders.join(',') });
  return `/topUp?${search}`;
}

export function readTopUpFor(search: URLSearchParams): TopUpFor | null {
  const total = search.get('total') ?? '';
  const short = search.get('short') ?? '';
  const orders = (search.get('orders') ?? '')
    .split(',')
    .filter((id) => /^\d{1,12}$/.test(id))
    .map(Number)
    .slice(0, 20);
  if (!MONEY.test(total) || !MONEY.test(short) || orders.length === 0) return null;
  if ((parseCents(short) ?? 0) <= 0) return null;
  return { total, short, orders };
}

/** The same query, to carry from /topUp to the method the buyer picks. */
export function topUpForQuery(what: TopUpFor | null): string {
  return what ? topUpForPath(what).slice('/topUp'.length) : '';
}
