import { DEFAULT_LOCALE, type Locale } from '@crossbay/contract/locales';
import { formatCents } from '@crossbay/contract/money';
import { DEFAULT_REGISTER_CONFIG, type PlatformInfo, RegisterConfig } from '@crossbay/contract/platform';
import { UNSUPPORTED_DEPOSIT_ROUTES } from '@crossbay/contract/wallet';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import * as repo from './repo.ts';
import { setting } from './settings.ts';

/** A page in the asked language, or in English when that language has none yet. */
async function page<T extends z.ZodType>(
  db: Db,
  slug: string,
  locale: Locale,
  shape: T,
): Promise<z.infer<T>> {
  const text = (await repo.readPage(db, slug, locale)) ?? (await repo.readPage(db, slug, DEFAULT_LOCALE));
  return shape.parse(text ? JSON.parse(text) : undefined);
}

export const pageOf = page;

export async function platformInfo(
  db: Db,
  locale: Locale,
  shape: z.ZodType<{ title: string; body: string }>,
  thirdLogin: boolean,
): Promise<PlatformInfo> {
  const [text, base] = await Promise.all([page(db, 'platform', locale, shape), setting(db, 'platform')]);
  return { ...base, ...text, third_login: thirdLogin };
}

export async function registerConfig(db: Db) {
  const text = await repo.readSetting(db, 'register_fields');
  return text ? RegisterConfig.parse(JSON.parse(text)) : DEFAULT_REGISTER_CONFIG;
}

export async function blockchainInfo(db: Db) {
  const rows = await repo.enabledNetworks(db);
  return {
    networks: rows.map((n) => ({
      id: Number(n.id),
      name: n.name,
      deposit_address: n.deposit_address,
      min_amount: formatCents(Number(n.min_amount)),
      max_amount: formatCents(Number(n.max_amount)),
    })),
    unsupported: [...UNSUPPORTED_DEPOSIT_ROUTES],
  };
}
