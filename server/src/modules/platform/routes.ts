import { DisplayRates } from '@crossbay/contract/display-rates';
import { envelopeOf } from '@crossbay/contract/envelope';
import { LOCALES } from '@crossbay/contract/locales';
import {
  BlockchainInfo,
  HelpEntry,
  Language,
  LawPage,
  PlatformInfo,
  RegisterConfig,
} from '@crossbay/contract/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app.ts';
import { ok } from '#server/plugins/envelope.ts';
import { type KeptRates, shownRates } from './display-rates.ts';
import * as platform from './service.ts';

const tags = ['platform'];
const PlatformText = z.object({ title: z.string(), body: z.string() });

export const platformRoutes: FastifyPluginAsyncZod<AppDeps & { rates: KeptRates }> = async (
  app,
  { db, config, rates },
) => {
  app.get(
    '/api/user/language_list',
    { schema: { tags, response: { 200: envelopeOf(z.array(Language)) } } },
    async (request) =>
      ok(
        request,
        LOCALES.map(({ file_name, language_name, chinese_name }) => ({
          file_name,
          language_name,
          chinese_name,
        })),
      ),
  );

  app.get(
    '/api/index/platform',
    { config: { publicCache: 'shared' }, schema: { tags, response: { 200: envelopeOf(PlatformInfo) } } },
    async (request) =>
      ok(
        request,
        await platform.platformInfo(db, request.locale, PlatformText, config.OIDC_ISSUER !== undefined),
      ),
  );

  // Not drawn into server pages: the first screen is the same for every currency, the ≈ price comes after.
  app.get(
    '/api/index/display_rates',
    { config: { publicCache: 'shared' }, schema: { tags, response: { 200: envelopeOf(DisplayRates) } } },
    async (request) => ok(request, { rates: await shownRates(db, rates, config.DISPLAY_RATE_MAX_AGE_HOURS) }),
  );

  app.get(
    '/api/user/help_support',
    { schema: { tags, response: { 200: envelopeOf(z.array(HelpEntry)) } } },
    async (request) => ok(request, await platform.helpEntries(db, request.locale)),
  );

  app.get('/api/user/law', { schema: { tags, response: { 200: envelopeOf(LawPage) } } }, async (request) =>
    ok(request, await platform.lawPage(db, request.locale)),
  );

  app.get(
    '/api/user/reg_cfg',
    { schema: { tags, response: { 200: envelopeOf(RegisterConfig) } } },
    async (request) => ok(request, await platform.registerConfig(db)),
  );

  app.get(
    '/api/user/getBlockchain',
    { schema: { tags, response: { 200: envelopeOf(BlockchainInfo) } } },
    async (request) => ok(request, await platform.blockchainInfo(db)),
  );
};
