import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, publicUrl, sqliteFile } from './config.ts';
import { connect, type Db } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { databaseAnswers } from './db/ready.ts';
import { localeOf, translator } from './i18n/messages.ts';
import { BoundedQueue } from './lib/bounded-queue.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { sessionRoutes } from './modules/account/session-routes.ts';
import { addressRoutes } from './modules/addresses/routes.ts';
import { afterSalesRoutes } from './modules/after-sales/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import type { SpecFacts } from './modules/cart/service.ts';
import { productRoutes } from './modules/catalog/product-routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { createMailer, type Mailer } from './modules/ems/mailer.ts';
import { emsRoutes } from './modules/ems/routes.ts';
import { fileStore } from './modules/files/store.ts';
import { metrics } from './modules/metrics/plugin.ts';
import { NoticeFeed } from './modules/notices/feed.ts';
import { pushRoutes } from './modules/notices/push-routes.ts';
import { noticeRoutes } from './modules/notices/routes.ts';
import { NoticeSender } from './modules/notices/sender.ts';
import { oidcRoutes } from './modules/oidc/routes.ts';
import { carrierRoutes } from './modules/orders/carrier-routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import type { KeptRates } from './modules/platform/display-rates.ts';
import { platformRoutes } from './modules/platform/routes.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { PublicCache } from './modules/public-cache/cache.ts';
import { CatalogMemo } from './modules/public-cache/catalog-memo.ts';
import { KeptPages } from './modules/public-cache/kept-pages.ts';
import { publicAnswers } from './modules/public-cache/plugin.ts';
import { recentlyViewedRoutes } from './modules/recently-viewed/routes.ts';
import { productViewed } from './modules/recently-viewed/service.ts';
import { recommendationRoutes } from './modules/recommendations/routes.ts';
import { countViewedTogether } from './modules/recommendations/service.ts';
import { sharePictureRoutes } from './modules/share-pictures/routes.ts';
import { shopRoutes } from './modules/shops/routes.ts';
import { sitemapRoutes } from './modules/sitemap/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { currentTraceId, startTracing } from './modules/tracing/tracing.ts';
import { movePrivateUploads } from './modules/uploads/move-private.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { vitalsRoutes } from './modules/vitals/routes.ts';
import { voucherRoutes } from './modules/vouchers/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { wishlistRoutes } from './modules/wishlist/routes.ts';
import { addressQueue } from './plugins/address-queue.ts';
import { answersAtTurnEnd } from './plugins/answers-at-turn-end.ts';
import { auth } from './plugins/auth.ts';
import { apiCompression } from './plugins/compression.ts';
import { docs } from './plugins/docs.ts';
import { envelope, unavailable } from './plugins/envelope.ts';
import { firstScreen, HOME_PAGES_KEPT } from './plugins/first-screen.ts';
import { apiRateLimit } from './plugins/rate-limit.ts';
import { requestContext } from './plugins/request-context.ts';
import { security } from './plugins/security.ts';
import { serialise } from './plugins/serialise.ts';
import { staffAuth } from './plugins/staff-auth.ts';
import { web } from './plugins/web.ts';

/** `pictureDecoding`: the uploads this process decodes at once, and those waiting (decision 0098). */
export type App = FastifyInstance & { db: Db; pictureDecoding: BoundedQueue; noticeSender: NoticeSender };
// How often each process reads the shared catalog version at most (docs/decisions/0050).
const VERSION_CHECK_MS = 1000;
// A URL Fastify cannot decode never reaches the error handler: answer the envelope here, in the
// language the query asks for when it can be read.
function answerUndecodableUrl(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const lang = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang');
  const t = translator(localeOf(lang));
  const msg = t(error.code === 'FST_ERR_BAD_URL' ? 'errors.badUrl' : 'errors.badRequest');
  void reply.status(400).type('application/json').send({ code: 400, msg, data: null });
}

export type AppDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  pictureDecoding: BoundedQueue;
  noticeFeed: NoticeFeed;
  noticeSender: NoticeSender;
};

const dialectOf = (config: Config) => (config.DATABASE_URL ? 'postgres' : 'sqlite');

function traceOfLogLine(): { trace_id?: string } {
  const id = currentTraceId();
  return id ? { trace_id: id } : {};
}

/**
 * Builds the whole server from config: used by `npm start`, the tests (through inject) and ops. `inApi`
 * runs first in the API's scope (a test's hooks on every API route).
 */
export async function buildApp(
  config: Config,
  existingDb?: Db,
  inApi?: (api: FastifyInstance) => void,
): Promise<App> {
  const tracing = config.OTEL_EXPORTER_OTLP_ENDPOINT
    ? await startTracing(config.OTEL_EXPORTER_OTLP_ENDPOINT, config.OTEL_SERVICE_NAME, dialectOf(config))
    : undefined;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, ...(tracing && { mixin: traceOfLogLine }) },
    trustProxy: config.TRUST_PROXY,
    // errors.bodyTooLarge names this limit.
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerUndecodableUrl,
  }).withTypeProvider<ZodTypeProvider>();
  const db =
    existingDb ??
    connect({
      databaseUrl: config.DATABASE_URL,
      sqliteFile: sqliteFile(config),
      poolMax: config.DATABASE_POOL_MAX,
      logStatements: config.SQL_LOG,
      ...(tracing && { onStatement: tracing.statement }),
      onIdleError: (error) => app.log.warn({ err: error }, 'an idle database connection closed'),
    });
  await migrateToLatest(db);
  await movePrivateUploads(config, db);
  app.setValidatorCompiler(validatorCompiler);
  if (tracing) {
    // First: its hooks wrap every route registered after it.
    await app.register(tracing.plugin);
    app.addHook('onClose', () => tracing.flush());
  }

  await app.register(answersAtTurnEnd);
  await app.register(serialise);
  await app.register(requestContext);
  await app.register(envelope);
  await app.register(security, { hsts: config.HSTS, trustProxy: config.TRUST_PROXY });
  await app.register(docs);
  await app.register(auth, { db, sessionCacheMs: config.SESSION_CACHE_MS });
  await app.register(staffAuth, { db, idleMinutes: config.STAFF_IDLE_MINUTES });
  if (config.METRICS_TOKEN) await app.register(metrics, { db, token: config.METRICS_TOKEN });

  const mailer = createMailer(config.SMTP_URL, config.MAIL_FROM, app.log);
  const deps: AppDeps = {
    db,
    config,
    mailer,
    pictureDecoding: new BoundedQueue(config.UPLOAD_DECODES, config.UPLOAD_QUEUE),
    noticeFeed: new NoticeFeed(db, (error) =>
      app.log.warn({ err: error }, 'the notices feed could not read or listen'),
    ),
    noticeSender: new NoticeSender(db, config, mailer, app.log),
  };
  app.addHook('onClose', async () => deps.noticeSender.stop());
  // Open streams would hold the server's close: they end first.
  app.addHook('preClose', () => deps.noticeFeed.stop());
  // Liveness: the process answers. Readiness (for a load balancer): the database answers too.
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await databaseAnswers(db);
      return { status: 'ready' };
    } catch (error) {
      return unavailable(reply, error).send({ status: 'unavailable' });
    }
  });
  // The API's answers are compressed per request in their own scope; the web app's files, registered
  // below, go out precompressed from the build.
  await app.register(async (api) => {
    inApi?.(api);
    await api.register(apiRateLimit, {
      max: config.RATE_LIMIT_MAX,
      redisUrl: config.REDIS_URL,
      redisPrefix: config.REDIS_PREFIX,
    });
    await api.register(apiCompression);
    const cache = new PublicCache(db, {
      ttlMs: config.PUBLIC_CACHE_TTL_MS,
      maxEntries: config.PUBLIC_CACHE_MAX_ENTRIES,
      versionCheckMs: VERSION_CHECK_MS,
    });
    await api.register(publicAnswers, { cache });
    const rates: KeptRates = new CatalogMemo(cache, { ttlMs: config.PUBLIC_CACHE_TTL_MS, maxEntries: 1 });
    // After the public cache's hook: a cached answer takes no turn (decision 0099).
    await api.register(addressQueue, { inFlight: config.ADDRESS_IN_FLIGHT, waiting: config.ADDRESS_QUEUE });
    await api.register(catalogRoutes, deps);
    await api.register(platformRoutes, { ...deps, rates });
    await api.register(productRoutes, {
      ...deps,
      onViewed: async ({ productId, viewer, day, userId, counted }) => {
        if (userId !== null) await productViewed(db, userId, productId);
        if (counted) await countViewedTogether(db, productId, viewer, day);
      },
    });
    await api.register(recommendationRoutes, deps);
    await api.register(shopRoutes, deps);
    await api.register(accountRoutes, deps);
    await api.register(privacyRoutes, deps);
    await api.register(sessionRoutes, deps);
    await api.register(oidcRoutes, deps);
    await api.register(emsRoutes, deps);
    await api.register(addressRoutes, deps);
    await api.register(noticeRoutes, deps);
    await api.register(pushRoutes, deps);
    await api.register(uploadRoutes, deps);
    const specs: SpecFacts = new CatalogMemo(cache, {
      ttlMs: config.PUBLIC_CACHE_TTL_MS,
      maxEntries: config.PUBLIC_CACHE_MAX_ENTRIES,
    });
    await api.register(cartRoutes, { ...deps, specs });
    await api.register(orderRoutes, { ...deps, rates });
    await api.register(carrierRoutes, deps);
    await api.register(walletRoutes, deps);
    await api.register(afterSalesRoutes, deps);
    await api.register(wishlistRoutes, deps);
    await api.register(voucherRoutes, deps);
    await api.register(recentlyViewedRoutes, deps);
    await api.register(vitalsRoutes, deps);
    await api.register(staffRoutes, deps);
  });
  // Search engines' files, compressed like the API's answers (a page of the sitemap is a few megabytes of XML).
  await app.register(async (robots) => {
    await robots.register(apiCompression);
    await robots.register(sitemapRoutes, deps);
  });
  const files = fileStore(config, db);
  await app.register(sharePictureRoutes, { ...deps, files });
  await app.register(web, { webDist: config.WEB_DIST, files });
  const pages = new KeptPages(db, {
    ttlMs: config.PUBLIC_CACHE_TTL_MS,
    maxEntries: HOME_PAGES_KEPT,
    versionCheckMs: VERSION_CHECK_MS,
  });
  await app.register(firstScreen, { webDist: config.WEB_DIST, pages, origin: publicUrl(config) });

  if (!existingDb) app.addHook('onClose', async () => db.destroy());
  return Object.assign(app, {
    db,
    pictureDecoding: deps.pictureDecoding,
    noticeSender: deps.noticeSender,
  }) as unknown as App;
}
