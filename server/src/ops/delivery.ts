import { changeHandlingDays, changeTransit, transitDays } from '#server/modules/shops/delivery.ts';
import type { OpsContext } from './context.ts';

const whole = (text: string | undefined) => (text !== undefined && /^\d+$/.test(text) ? Number(text) : null);

/** `merchant handling <id> <days>`: business days the shop takes to hand a parcel to the courier. */
export async function shopHandling(
  { db, out }: OpsContext,
  id: string | undefined,
  days: string | undefined,
) {
  const shopId = whole(id);
  const count = whole(days);
  if (shopId === null || count === null) {
    out('usage: merchant handling <id> <days>');
    return 2;
  }
  try {
    if (!(await changeHandlingDays(db, shopId, count))) {
      out(`no shop ${shopId}`);
      return 1;
    }
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    out(error.message);
    return 2;
  }
  out(`shop ${shopId} hands parcels over in ${count} business days`);
  return 0;
}

/** `transit list | set <country|*> <min> <max>`: business days in transit to a country ('*': every other). */
export async function transitCommand({ db, out }: OpsContext, args: string[]) {
  const [action, country, min, max] = args;
  if (action === 'list') {
    for (const row of await transitDays(db)) out(`${row.country}  ${row.min_days}–${row.max_days} days`);
    return 0;
  }
  const least = whole(min);
  const most = whole(max);
  if (action !== 'set' || !country || least === null || most === null) {
    out('usage: transit list | transit set <country code|*> <min days> <max days>');
    return 2;
  }
  try {
    await changeTransit(db, country, least, most);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    out(error.message);
    return 2;
  }
  out(`transit to ${country}: ${least}–${most} business days`);
  return 0;
}
