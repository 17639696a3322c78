import { RegisterConfig } from '@crossbay/contract/platform';
import { TransferAccount } from '@crossbay/contract/transfer-account';
import { OPS_ACTOR } from '#server/modules/audit-log/service.ts';
import { saveSetting } from '#server/modules/platform/admin.ts';
import { registerConfig } from '#server/modules/platform/service.ts';
import { DEFAULT_SETTINGS, setting } from '#server/modules/platform/settings.ts';
import type { OpsContext } from './context.ts';

const KEYS = [...Object.keys(DEFAULT_SETTINGS), 'register_fields'];

async function current(ctx: OpsContext, key: string): Promise<unknown> {
  if (key === 'register_fields') return registerConfig(ctx.db);
  return setting(ctx.db, key as keyof typeof DEFAULT_SETTINGS);
}

/** Same fields with values of the same kinds as the current setting, or a message saying what is wrong. */
function problemWith(key: string, now: unknown, next: unknown): string | null {
  if (key === 'register_fields')
    return RegisterConfig.safeParse(next).success ? null : 'each field is required, optional or off';
  if (key === 'approval_threshold_cents')
    return Number.isSafeInteger(next) && (next as number) >= 0
      ? null
      : 'expected a whole number of cents, 0 or more';
  if (typeof now !== 'object' || now === null)
    return typeof next === typeof now ? null : `expected a ${typeof now}`;
  for (const [field, value] of Object.entries(next as object)) {
    const before = (now as Record<string, unknown>)[field];
    if (before === undefined) return `unknown field ${field}`;
    if (typeof before !== typeof value) return `${field} must be a ${typeof before}`;
  }
  if (key === 'recharge_bank_account') {
    const issue = TransferAccount.safeParse(next).error?.issues[0];
    if (issue) return `${issue.path.join('.')}: ${issue.message}`;
  }
  return null;
}

/** Buyers copy the IBAN and the SWIFT/BIC into their bank's form: store them as banks print them compact. */
function normalised(key: string, value: unknown): unknown {
  if (key !== 'recharge_bank_account') return value;
  const account = TransferAccount.parse(value);
  return {
    ...account,
    iban: account.iban.replace(/\s+/g, '').toUpperCase(),
    swift: account.swift.trim().toUpperCase(),
  };
}

/** `setting show <key>` and `setting set <key> <json>` (an object is merged into the current value). */
export async function settingCommand(
  ctx: OpsContext,
  action: string | undefined,
  key: string | undefined,
  json: string | undefined,
) {
  if (!key || !KEYS.includes(key) || (action !== 'show' && action !== 'set')) {
    ctx.out(`usage: setting show <key> | setting set <key> <json>   keys: ${KEYS.join(', ')}`);
    return 2;
  }
  const now = await current(ctx, key);
  if (action === 'show') {
    for (const line of JSON.stringify(now, null, 2).split('\n')) ctx.out(line);
    return 0;
  }
  let change: unknown;
  try {
    change = JSON.parse(json ?? '');
  } catch {
    ctx.out('the value must be JSON, e.g. \'{"email_code":"required"}\'');
    return 2;
  }
  const next =
    typeof now === 'object' && now !== null && typeof change === 'object' ? { ...now, ...change } : change;
  const problem = problemWith(key, now, next);
  if (problem) {
    ctx.out(`not changed: ${problem}`);
    return 2;
  }
  const value = JSON.stringify(normalised(key, next));
  await saveSetting(ctx.db, OPS_ACTOR, key, value);
  ctx.out(`${key} = ${value}`);
  return 0;
}
