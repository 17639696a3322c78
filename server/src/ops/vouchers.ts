import { formatCents, parseCents } from '@crossbay/contract/money';
import { VOUCHER_PERCENT_MAX } from '@crossbay/contract/vouchers';
import { DAY, nowIso } from '#server/lib/clock.ts';
import { addVoucher, disableVoucher, listVouchers } from '#server/modules/vouchers/service.ts';
import type { OpsContext } from './context.ts';

const USAGE =
  'usage: voucher add --kind fixed|percent --value <5.00|10> [--min-spend 30.00] [--days 30] [--total-limit n] [--per-buyer-limit n] [--merchant id] | voucher list | voucher disable <id>';

type VoucherOptions = {
  kind?: string | undefined;
  value?: string | undefined;
  'min-spend'?: string | undefined;
  days?: string | undefined;
  'total-limit'?: string | undefined;
  'per-buyer-limit'?: string | undefined;
  merchant?: string | undefined;
};

const whole = (text: string | undefined, otherwise: number | null) =>
  text === undefined ? otherwise : /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : Number.NaN;

async function voucherAdd(ctx: OpsContext, o: VoucherOptions): Promise<number> {
  const percent = o.kind === 'percent';
  const value = percent ? whole(o.value, null) : parseCents(o.value);
  const minSpend = o['min-spend'] === undefined ? 0 : parseCents(o['min-spend']);
  const totalLimit = whole(o['total-limit'], null);
  const perBuyer = whole(o['per-buyer-limit'], 1);
  const days = whole(o.days, 30);
  const merchant = whole(o.merchant, null);
  const numbers = [totalLimit, perBuyer, days, merchant];
  if (
    (o.kind !== 'fixed' && !percent) ||
    !value ||
    Number.isNaN(value) ||
    (percent && value > VOUCHER_PERCENT_MAX) ||
    minSpend === null ||
    numbers.some((n) => Number.isNaN(n))
  ) {
    ctx.out(USAGE);
    return 2;
  }
  if (merchant !== null) {
    const shop = await ctx.db
      .selectFrom('merchants')
      .select('id')
      .where('id', '=', merchant)
      .executeTakeFirst();
    if (!shop) {
      ctx.out(`no merchant ${merchant}`);
      return 1;
    }
  }
  const now = new Date();
  const id = await addVoucher(ctx.db, {
    merchant_id: merchant,
    kind: percent ? 'percent' : 'fixed',
    value,
    min_spend: minSpend,
    starts_at: now.toISOString(),
    ends_at: new Date(now.getTime() + (days as number) * DAY).toISOString(),
    total_limit: totalLimit,
    per_buyer_limit: perBuyer as number,
    created_at: nowIso(),
  });
  ctx.out(`voucher ${id} added`);
  return 0;
}

/** `voucher add|list|disable`: a disabled voucher is no longer offered; those collected stay usable. */
export async function voucherCommand(ctx: OpsContext, args: string[], o: VoucherOptions): Promise<number> {
  if (args[0] === 'add') return voucherAdd(ctx, o);
  if (args[0] === 'list') {
    for (const v of await listVouchers(ctx.db)) {
      const off = v.kind === 'fixed' ? formatCents(Number(v.value)) : `${v.value}%`;
      ctx.out(
        `${v.id} ${v.merchant_id === null ? 'platform' : `merchant ${v.merchant_id}`} ${off} off ${formatCents(Number(v.min_spend))} until ${v.ends_at} collected ${v.claimed_count}/${v.total_limit ?? '∞'} per buyer ${v.per_buyer_limit}${Number(v.disabled) === 1 ? ' disabled' : ''}`,
      );
    }
    return 0;
  }
  if (args[0] === 'disable' && /^\d+$/.test(args[1] ?? '')) {
    const done = await disableVoucher(ctx.db, Number(args[1]));
    ctx.out(done ? `voucher ${args[1]} disabled` : `no voucher ${args[1]}`);
    return done ? 0 : 1;
  }
  ctx.out(USAGE);
  return 2;
}
