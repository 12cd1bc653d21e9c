import path from 'node:path';
import type { Server } from 'node:http';
import Fastify, {
  LogController,
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { compressPages } from './http/compressPages';
import type { Kysely } from 'kysely';
import type { SiteData } from '../shared/siteData/SiteData';
import type { Database } from './storage/Database';
import type { ClientAssets } from './http/readClientManifest';
import { ANONYMOUS } from './http/identity';
import { pagesRoutes } from './routes/pages/index';
import { ownerContentRoutes } from './routes/ownerContent/index';
import { createContentStateRepository } from './storage/content/ContentStateRepository';
import { createLiveSite } from './site/LiveSite';
import { emailCampaignRoutes } from './routes/emailCampaigns/index';
import { formsRoutes } from './routes/forms/index';
import { healthRoutes } from './routes/health/index';
import { crumbRoutes } from './routes/crumb/index';
import { createIdentityHook } from './routes/auth/createIdentityHook';
import { authRoutes } from './routes/auth/index';
import { membersRoutes } from './routes/members/index';
import { ACCOUNT_WORDS } from '../shared/words/accountWords';
import { selectWords } from '../shared/words/selectWords';
import { multilingualRoutes } from './routes/multilingual/index';
import { telemetryRoutes } from './routes/telemetry/index';
import { useRollupPageKeys } from './site/rollupPageKeyOf';
import { configRoutes } from './routes/config/index';
import { reportingRoutes } from './routes/reporting/index';
import { commerceRoutes } from './routes/commerce/index';
import { searchRoutes } from './routes/search/index';
import { reviewsRoutes } from './routes/reviews/index';
import { parseQueryString } from './http/parseQueryString';
import { widgetRoutes } from './routes/widgets/index';
import { imagesRoutes } from './routes/images/index';
import { mapsRoutes } from './routes/maps/index';
import { seoRoutes } from './routes/seo/index';
import { fontsRoutes } from './routes/fonts/index';
import { filesRoutes } from './routes/files/index';
import { StockRepository } from './storage/commerce/StockRepository';
import { ReviewRepository } from './storage/reviews/ReviewRepository';
import { createBodyParseErrorHandler } from './http/createBodyParseErrorHandler';
import { limitBodyDepth } from './http/limitBodyDepth';
import { refuseNul } from './http/refuseNul';
import { LOG_REDACT_PATHS, logRequests } from './http/logRequests';
import { guardIngest, type IngestGuardOptions } from './http/ingest/guardIngest';
import { DEFAULT_INGEST_REQUESTS_PER_MINUTE } from './config/readConfig';
import type { CaptchaSettings } from './forms/createCaptchaVerifier';
import { addSecurityHeaders } from './http/security/addSecurityHeaders';
import { usePublicUrl } from './http/publicUrl';
import { readSiteVersions } from './storage/content/SiteVersions';
import { restoreCartMarker } from './routes/commerce/cartCookie';
import { deliverCachePurges } from './http/cache/deliverCachePurges';
import { CachePurgeRepository, enqueueCachePurge } from './storage/content/CachePurgeRepository';
import { cachePurgesApiRoutes } from './routes/config/cachePurgesApiRoutes';

export interface AppOptions {
  site: SiteData;
  /** The folder holding the site file; its images/ folder is served at /images/, its files/ at /s/. */
  siteDir: string;
  /** Where the server keeps files of its own (resized images); DATA_DIR, ./data by default. */
  dataDir?: string;
  /** Google's Places key for the maps search routes (GOOGLE_MAPS_SERVER_KEY); kept on the server. */
  mapsServerKey?: string | null;
  db: Kysely<Database>;
  client: ClientAssets | null;
  logger?: FastifyServerOptions['logger'];
  /**
   * Extra plugins (SERVER_PLUGINS), registered after the identity hooks and before every route. A plugin
   * that opts out of encapsulation (fastify-plugin's skip-override) adds hooks that see every route.
   */
  plugins?: FastifyPluginAsync[];
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** How long a client may take to send a whole request, headers and body. */
  requestTimeoutMs?: number;
  /** Rate limit and free-space check of the public ingest routes (guardIngest). */
  ingest?: IngestGuardOptions;
  /** PUBLIC_URL's origin (usePublicUrl). */
  publicOrigin?: string | null;
  /** Where captcha tokens are checked; without a secret, forms with a captcha are refused. */
  captcha?: CaptchaSettings;
  /**
   * The shared caches in front of the server (HTTP_CACHE_PURGE_URLS): each is sent a BAN when the site
   * starts and whenever what pages show changes (docs/scaling.md).
   */
  httpCachePurgeUrls?: readonly string[];
  /** Whether an SMTP sender sends the outbox (SMTP_URL set); /config/outbox says so. */
  mailSending?: boolean;
  /** The store's clock (tests pass a fixed one); Date.now by default. */
  now?: () => number;
}

// Without options (tests): the default rate limit and no free-space check.
const DEFAULT_INGEST_GUARD: IngestGuardOptions = {
  requestsPerMinute: DEFAULT_INGEST_REQUESTS_PER_MINUTE,
  diskPath: null,
  minFreeBytes: 0,
};

// A client that trickles its request (a byte every few seconds) holds a connection and its memory for as
// long as the server lets it: every request must arrive whole within this time. Node checks the deadline
// every connectionsCheckingInterval, so that is kept short.
const REQUEST_TIMEOUT_MS = 30_000;

// Every route shares one body limit unless it sets a smaller one; 128 KiB is ample for the largest
// telemetry batch (keepalive bodies are capped near 64 KB anyway) and any form.
export const BODY_LIMIT_BYTES = 128 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { site, db, client } = options;
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const serverOptions: FastifyHttpOptions<Server> = {
    logger:
      options.logger && typeof options.logger === 'object'
        ? { redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' }, ...options.logger }
        : (options.logger ?? false),
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { querystringParser: parseQueryString },
    requestTimeout,
    // Node enforces requestTimeout only when headersTimeout is no longer than it.
    http: { requestTimeout, headersTimeout: requestTimeout, connectionsCheckingInterval: 1_000 },
  };
  const app = Fastify(serverOptions);
  app.setErrorHandler(createBodyParseErrorHandler(BODY_LIMIT_BYTES));
  limitBodyDepth(app);
  refuseNul(app);
  logRequests(app);
  addSecurityHeaders(app, site);
  usePublicUrl(app, options.publicOrigin ?? null);
  app.decorateRequest('identity', null as never);
  app.addHook('onRequest', async (request) => {
    request.identity = ANONYMOUS;
  });
  await app.register(cookie);
  // A cart from before the has_cart marker gets it on the visitor's next private answer (cartCookie.ts).
  app.addHook('onSend', (request, reply, payload, done) => {
    restoreCartMarker(request, reply);
    done(null, payload);
  });
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  app.addHook('onRequest', createIdentityHook(db));
  guardIngest(app, db, options.ingest ?? DEFAULT_INGEST_GUARD);
  for (const plugin of options.plugins ?? []) await app.register(plugin);
  // After every other onSend hook (theirs see pages as text), before the routes (which take the hooks
  // registered by then).
  compressPages(app);

  // Decorates reply.sendFile; /images/ is served by imagesRoutes (originals and resized variants).
  await app.register(fastifyStatic, { root: path.join(options.siteDir, 'images'), serve: false });
  await app.register(imagesRoutes, {
    root: path.join(options.siteDir, 'images'),
    cacheDir: path.join(options.dataDir ?? path.resolve('data'), 'image-cache'),
  });
  if (client) {
    // Hashed file names never change content: cache them for a year.
    await app.register(fastifyStatic, {
      root: path.join(client.dir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      // The build writes .br and .gz beside each file.
      preCompressed: true,
    });
    // The service worker must be re-checked on every load so updates reach visitors.
    app.get('/sw.js', (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .header('service-worker-allowed', '/')
        .sendFile('sw.js', client.dir, { cacheControl: false }),
    );
  }

  // Every reader of the site's content sees the file with the owners' stored changes (src/server/site/LiveSite.ts).
  const content = createContentStateRepository(db);
  const live = createLiveSite(site, content);
  useRollupPageKeys(app, async () => (await live.current()).site);
  await app.register(healthRoutes, { db });
  await app.register(crumbRoutes);
  await app.register(seoRoutes, { site, live });
  const accountWords = selectWords(ACCOUNT_WORDS, site.website.locale);
  await app.register(authRoutes, { db, words: accountWords });
  await app.register(membersRoutes, { db, words: accountWords });
  await app.register(multilingualRoutes, { db });
  await app.register(mapsRoutes, { serverKey: options.mapsServerKey ?? null });
  await app.register(telemetryRoutes, { db });
  await app.register(reportingRoutes, { db });
  await app.register(configRoutes, {
    site,
    db,
    client,
    live,
    downloadsRoot: path.join(options.siteDir, 'downloads'),
    mailSending: options.mailSending ?? false,
  });
  await app.register(emailCampaignRoutes, { site, db, client, live });
  await app.register(formsRoutes, { site, db, assets: client, captcha: options.captcha });
  await app.register(commerceRoutes, {
    site,
    db,
    assets: client,
    live,
    downloadsRoot: path.join(options.siteDir, 'downloads'),
    now: options.now,
  });
  await app.register(reviewsRoutes, { site, db, assets: client, live });
  await app.register(searchRoutes, { site, db, assets: client, live });
  await app.register(widgetRoutes, { site, live });
  await app.register(ownerContentRoutes, { site, content, live });
  await app.register(fontsRoutes, { site });
  await app.register(filesRoutes, { root: path.join(options.siteDir, 'files') });
  const stock = new StockRepository(db);
  const reviews = new ReviewRepository(db);
  await app.register(pagesRoutes, {
    site,
    assets: client,
    readStock: (productIds) => stock.readForProducts(productIds),
    readReviews: (productId) => reviews.summarize(productId),
    live,
    readVersions: () => readSiteVersions(db),
  });
  // The shared caches' purges (docs/scaling.md): written with each change, in its transaction, and
  // delivered by whichever process is up; a new site file (or a restock from it) purges the whole site.
  const purgeUrls = options.httpCachePurgeUrls ?? [];
  const purges = new CachePurgeRepository(db);
  if (purgeUrls.length > 0) await enqueueCachePurge(db, null, 'start-up', Date.now());
  const delivery = deliverCachePurges({
    purges,
    urls: purgeUrls,
    readSite: async () => (await live.current()).site,
    log: app.log,
  });
  app.addHook('onClose', async () => delivery.stop());
  await app.register(cachePurgesApiRoutes, { purges, caches: purgeUrls.length });
  return app;
}
