import { DEFAULT_LOCALE, type Locale } from '@crossbay/contract/locales';
import { formatCents } from '@crossbay/contract/money';
import {
  DEFAULT_REGISTER_CONFIG,
  HelpEntry,
  LawPage,
  type PlatformInfo,
  RegisterConfig,
} from '@crossbay/contract/platform';
import { UNSUPPORTED_DEPOSIT_ROUTES } from '@crossbay/contract/wallet';
import { z } from 'zod';
import type { Db } from '#server/db/connect.ts';
import { sanitizeRichText } from '#server/lib/rich-text.ts';
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

export async function platformInfo(
  db: Db,
  locale: Locale,
  shape: z.ZodType<{ title: string; body: string }>,
  thirdLogin: boolean,
): Promise<PlatformInfo> {
  const [text, base] = await Promise.all([page(db, 'platform', locale, shape), setting(db, 'platform')]);
  return { ...base, ...text, body: sanitizeRichText(text.body), third_login: thirdLogin };
}

/** Terms and privacy: section bodies as safe HTML. */
export async function lawPage(db: Db, locale: Locale): Promise<z.infer<typeof LawPage>> {
  const law = await page(db, 'law', locale, LawPage);
  return { ...law, sections: law.sections.map((s) => ({ ...s, body: sanitizeRichText(s.body) })) };
}

/** Help and support: answers as safe HTML. */
export async function helpEntries(db: Db, locale: Locale): Promise<z.infer<typeof HelpEntry>[]> {
  const entries = await page(db, 'help_support', locale, z.array(HelpEntry));
  return entries.map((e) => ({ ...e, answer: sanitizeRichText(e.answer) }));
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
