import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { formatCents, parseCents } from '@crossbay/contract/money';
import { SHIPMENT_STATUSES, type ShipmentStatus } from '@crossbay/contract/tracking';
import { cardCipher, cardKey } from '#server/lib/card-crypto.ts';
import { nowIso } from '#server/lib/clock.ts';
import { notifyBuyer } from '#server/modules/notices/notify.ts';
import { importCardKeys } from '#server/modules/orders/card-keys.ts';
import { transition } from '#server/modules/orders/lifecycle.ts';
import { addPromoCode } from '#server/modules/orders/promo-codes.ts';
import { recordScan } from '#server/modules/orders/tracking.ts';
import type { OpsContext } from './context.ts';
import { printable } from './printable.ts';

async function orderBySn(ctx: OpsContext, sn: string | undefined) {
  const order = sn
    ? await ctx.db.selectFrom('orders').selectAll().where('sn', '=', sn).executeTakeFirst()
    : undefined;
  if (!order) ctx.out(sn ? `no order ${sn}` : 'name the order by its sn');
  return order;
}

/** `order ship <sn> --company X --tracking Y`: logistics on the order and a notice to the buyer. */
export async function orderShip(
  ctx: OpsContext,
  sn: string | undefined,
  company: string | undefined,
  tracking: string | undefined,
) {
  if (!company || !tracking) {
    ctx.out('usage: order ship <sn> --company <name> --tracking <number>');
    return 2;
  }
  const order = await orderBySn(ctx, sn);
  if (!order) return 1;
  const shipped = await ctx.db.transaction().execute(async (tx) => {
    const moved = await transition(tx, Number(order.id), 'ship', {
      logistics_company: company,
      logistics_no: tracking,
    });
    if (moved)
      await notifyBuyer(
        tx,
        Number(order.user_id),
        'order',
        'shipped',
        { sn: order.sn, company, tracking },
        { kind: 'order', id: Number(order.id), order_id: Number(order.id) },
      );
    return moved;
  });
  ctx.out(
    shipped
      ? `order ${order.sn} shipped with ${company} ${tracking}`
      : `not shipped: order ${order.sn} is ${order.status}`,
  );
  return shipped ? 0 : 1;
}

type TrackOptions = {
  status?: string | undefined;
  place?: string | undefined;
  text?: string | undefined;
  at?: string | undefined;
};

/** `order track <sn> --status <status> --place <place> [--text …] [--at <ISO time>]`: a courier's scan by hand. */
export async function orderTrack(ctx: OpsContext, sn: string | undefined, o: TrackOptions) {
  const status = SHIPMENT_STATUSES.find((s) => s === o.status) as ShipmentStatus | undefined;
  const at = o.at === undefined ? new Date() : new Date(o.at);
  if (!status || !o.place?.trim() || Number.isNaN(at.getTime())) {
    ctx.out(
      `usage: order track <sn> --status <${SHIPMENT_STATUSES.join('|')}> --place <place> [--text <words>] [--at <ISO time>]`,
    );
    return 2;
  }
  const order = await orderBySn(ctx, sn);
  if (!order) return 1;
  if (!order.logistics_no) {
    ctx.out(`not tracked: order ${order.sn} has not shipped`);
    return 1;
  }
  await recordScan(ctx.db, Number(order.id), {
    source: 'ops',
    eventId: randomUUID(),
    status,
    place: o.place.trim(),
    text: o.text?.trim() || null,
    at: at.toISOString(),
  });
  ctx.out(`order ${order.sn}: ${status} at ${o.place.trim()}`);
  return 0;
}

export async function orderShow(ctx: OpsContext, sn: string | undefined) {
  const order = await orderBySn(ctx, sn);
  if (!order) return 1;
  const items = await ctx.db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).execute();
  ctx.out(
    `order ${order.sn} (id ${order.id}) ${order.status}, buyer ${order.user_id}, shop ${order.merchant_id}`,
  );
  ctx.out(
    `goods ${formatCents(Number(order.goods_total))} freight ${formatCents(Number(order.freight))} promo -${formatCents(Number(order.promo_discount))} voucher -${formatCents(Number(order.voucher_discount))} discount money -${formatCents(Number(order.bonus_used))} total ${formatCents(Number(order.total))}`,
  );
  for (const item of items)
    ctx.out(
      `  ${item.quantity} × ${item.product_name} (${item.spec}) at ${formatCents(Number(item.unit_price))}`,
    );
  if (order.addressee && order.address_lines) {
    // The lines the buyer saw at checkout, as the order keeps them (contract/address-format.ts).
    ctx.out(`ship to: ${printable(order.addressee)} ${printable(order.mobile ?? '')}`);
    for (const line of order.address_lines.split('\n')) ctx.out(`  ${printable(line)}`);
  }
  if (order.logistics_no) ctx.out(`logistics: ${order.logistics_company} ${order.logistics_no}`);
  return 0;
}

type PromoOptions = {
  kind?: string | undefined;
  value?: string | undefined;
  'min-spend'?: string | undefined;
  days?: string | undefined;
  'total-limit'?: string | undefined;
  'per-user-limit'?: string | undefined;
  merchant?: string | undefined;
};

/** `promo add <CODE> --kind percent|fixed --value 10|5.00 [--min-spend 20.00] [--days 30] [--total-limit n] [--per-user-limit n] [--merchant id]` */
export async function promoAdd(ctx: OpsContext, code: string | undefined, o: PromoOptions) {
  const value =
    o.kind === 'percent' ? (/^\d+$/.test(o.value ?? '') ? Number(o.value) : null) : parseCents(o.value);
  const minSpend = o['min-spend'] === undefined ? 0 : parseCents(o['min-spend']);
  const limit = (text: string | undefined) =>
    text === undefined ? null : /^\d+$/.test(text) ? Number(text) : Number.NaN;
  const totalLimit = limit(o['total-limit']);
  const perUser = limit(o['per-user-limit']);
  const validKind = o.kind === 'percent' || o.kind === 'fixed';
  if (
    !code ||
    !/^[A-Z0-9_-]{3,32}$/i.test(code) ||
    !validKind ||
    !value ||
    (o.kind === 'percent' && value > 100) ||
    minSpend === null ||
    Number.isNaN(totalLimit) ||
    Number.isNaN(perUser)
  ) {
    ctx.out(
      'usage: promo add <CODE> --kind percent|fixed --value <10 | 5.00> [--min-spend 20.00] [--days 30] [--total-limit n] [--per-user-limit n] [--merchant id]',
    );
    return 2;
  }
  const now = new Date();
  await addPromoCode(ctx.db, {
    code: code.toUpperCase(),
    kind: o.kind as 'percent' | 'fixed',
    value,
    min_spend: minSpend,
    starts_at: now.toISOString(),
    ends_at: new Date(now.getTime() + Number(o.days ?? 30) * 86_400_000).toISOString(),
    total_limit: totalLimit,
    per_user_limit: perUser,
    merchant_id: o.merchant ? Number(o.merchant) : null,
    created_at: nowIso(),
  });
  ctx.out(`promo ${code.toUpperCase()} added`);
  return 0;
}

/** `cardkey import <product id> <file>`: lines "card number,card password"; stock grows by what was added. */
export async function cardKeyImport(
  ctx: OpsContext,
  productId: string | undefined,
  file: string | undefined,
) {
  const id = Number(productId);
  const product = Number.isInteger(id)
    ? await ctx.db.selectFrom('products').select(['id', 'is_virtual']).where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!product || Number(product.is_virtual) !== 1 || !file) {
    ctx.out('usage: cardkey import <virtual product id> <file with "number,password" lines>');
    return 2;
  }
  const keys = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.split(',').map((part) => part.trim()))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts[0] !== '' && parts[1] !== '');
  if (keys.length === 0) {
    ctx.out('no "number,password" lines in the file');
    return 1;
  }
  const cipher = cardCipher(cardKey(ctx.config));
  await importCardKeys(
    ctx.db,
    id,
    keys.map(([number, password]) => ({ card_number: number, password_enc: cipher.encrypt(password) })),
  );
  ctx.out(`imported ${keys.length} card keys for product ${id}`);
  return 0;
}
