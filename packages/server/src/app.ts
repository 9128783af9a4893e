import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import { docsApi } from '@portal/shared/api/settings';
import { messages } from '@portal/shared/messages';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import '@portal/shared/zod-vi';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import { HttpError } from './errors.ts';
import { frameworkErrorHandler, registerErrorHandler } from './http/error-handler.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { loggerOptions } from './http/logger.ts';
import { registerMetrics } from './http/metrics.ts';
import { publicOrigin } from './http/origin.ts';
import { createPublicCache } from './http/public-cache.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { createViewCounter } from './http/view-counter.ts';
import { startCacheBroadcast } from './infra/cache-broadcast.ts';
import { fallbackRateLimitStore } from './infra/rate-limit-store.ts';
import { connectRedis } from './infra/redis.ts';
import { createDataProtector } from './lib/crypto.ts';
import { createMailTransport, mailDomain } from './mail/mailer.ts';
import { createMailQueue, type MailQueueOptions } from './mail/queue.ts';
import { registerAdminRoutes } from './modules/admin/admin.routes.ts';
import { registerAccountDataRoutes } from './modules/auth/account-data.routes.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { AVATAR_MAX_BYTES, registerAvatarRoutes } from './modules/auth/avatar.routes.ts';
import { createCaptchaService } from './modules/auth/captcha.ts';
import { registerSignedInGuard } from './modules/auth/guard.ts';
import { passwordHasher } from './modules/auth/hash-limiter.ts';
import { registerInvitationRoutes } from './modules/auth/invitation.routes.ts';
import { registerStaffGuard } from './modules/auth/staff-guard.ts';
import { createTokenService } from './modules/auth/tokens.ts';
import { registerBigProblemsRoutes } from './modules/big-problems/big-problems.routes.ts';
import { createBigProblemsService } from './modules/big-problems/big-problems.service.ts';
import { registerDiscoveryRoutes } from './modules/discovery/discovery.routes.ts';
import { registerDocumentsRoutes } from './modules/documents/documents.routes.ts';
import { createDocumentsService } from './modules/documents/documents.service.ts';
import { registerContactRoutes } from './modules/engagement/contact.routes.ts';
import { registerFaqRoutes } from './modules/engagement/faq.routes.ts';
import { registerMyMessagesRoutes } from './modules/engagement/mine.routes.ts';
import { registerReceiptMailRoutes } from './modules/engagement/receipt-mails.routes.ts';
import { registerFollowThroughRoutes } from './modules/follow-through/follow-through.routes.ts';
import { createFollowerNews } from './modules/follows/follower-news.ts';
import { registerFollowsRoutes } from './modules/follows/follows.routes.ts';
import { createFollowsService } from './modules/follows/follows.service.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerHomeRoutes } from './modules/home/home.routes.ts';
import { registerIdeasRoutes } from './modules/ideas/ideas.routes.ts';
import { createIdeasService } from './modules/ideas/ideas.service.ts';
import { registerInterestsRoutes } from './modules/interests/interests.routes.ts';
import { createInterestsService } from './modules/interests/interests.service.ts';
import { registerMonitoringRoutes } from './modules/monitoring/monitoring.routes.ts';
import { createMonitoringService } from './modules/monitoring/monitoring.service.ts';
import { registerNotificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { registerOpenDataRoutes } from './modules/open-data/open-data.routes.ts';
import { registerPagesRoutes } from './modules/pages/pages.routes.ts';
import { registerPostsRoutes } from './modules/posts/posts.routes.ts';
import { createPostsService } from './modules/posts/posts.service.ts';
import { registerProductsRoutes } from './modules/products/products.routes.ts';
import { createProductsService } from './modules/products/products.service.ts';
import { registerProposalsRoutes } from './modules/proposals/proposals.routes.ts';
import { createProposalsService } from './modules/proposals/proposals.service.ts';
import { registerSearchRoutes } from './modules/search/search.routes.ts';
import { registerSettingsRoutes } from './modules/settings/settings.routes.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createLifecycle } from './modules/submissions/lifecycle.ts';
import { registerDossierLookupRoutes } from './modules/submissions/lookup.routes.ts';
import { clamdAddress, scanWithClamd } from './modules/uploads/clamav.ts';
import { registerUploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { createUploadsService } from './modules/uploads/uploads.service.ts';
import { registerVisitsRoutes } from './modules/visits/visits.routes.ts';
import { registerStandInProvider } from './modules/vneid/stand-in-provider.ts';
import { registerVneidRoutes } from './modules/vneid/vneid.routes.ts';
import { createVneidService, vneidAvailable } from './modules/vneid/vneid.service.ts';
import { s3SettingsOf } from './storage/s3-files.ts';
import { createUploadStore } from './storage/uploads.ts';
import { registerAdmin } from './web/admin.ts';
import { registerPortal } from './web/portal.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services the routes were given; tests reach them through it. */
    context: AppContext;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** The clock; tests pass one they can move. */
  now?: () => Date;
  /** The mail queue's worker and retries; tests shorten the waits or start an app without a worker. */
  mail?: MailQueueOptions;
}

export async function buildApp({
  config,
  database,
  logger,
  now = () => new Date(),
  mail,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For, -Proto and -Host are believed only from the load balancers named in
    // TRUST_PROXY; from anyone else they would set the address of rate limits, logs and audit.
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    return503OnClosing: true,
    frameworkErrors: frameworkErrorHandler,
    // Every route is checked and written by its zod schema: Fastify's own compilers (Ajv and
    // fast-json-stringify) are never asked for, and not loading them takes ~90 ms off the start.
    // (Fastify's typings name Ajv's compilers here; the zod ones are called the same way.)
    schemaController: {
      compilersFactory: {
        buildValidator: () => validatorCompiler,
        buildSerializer: () => serializerCompiler,
      } as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'],
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);

  const { db } = database;
  // Several processes: Redis, when configured, holds the rate limits' counters and
  // carries the public cache's invalidations; without it PostgreSQL carries them (NOTIFY).
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, app.log) : undefined;
  if (redis) {
    // The first requests count in Redis when it is up; a Redis that is down delays the start 2 s at most.
    app.addHook('onReady', async () => {
      await redis.connected(2_000);
    });
    app.addHook('onClose', () => redis.close());
  }
  // A write here is announced to the other processes; their writes make this cache forget.
  const publicCache = createPublicCache({ now, onInvalidate: () => broadcast?.announce() });
  const settings = createSettingsService(db, Date.now, () => publicCache.invalidate(), vneidAvailable(config));
  const broadcast = startCacheBroadcast({
    config,
    database,
    redis,
    log: app.log,
    forget: () => {
      publicCache.invalidateLocally();
      settings.forget();
    },
  });
  if (broadcast) app.addHook('onClose', () => broadcast.close());
  const protector = createDataProtector(config.DATA_KEY);
  const metrics = registerMetrics(app, {
    database,
    allow: config.METRICS_ALLOW,
    token: config.METRICS_TOKEN,
    trustsProxy: config.TRUST_PROXY.length > 0,
  });
  const mailer = createMailQueue(
    {
      database,
      metrics,
      transport: createMailTransport(config, app.log, async () => (await settings.get()).site_name),
      protector,
      log: app.log,
      domain: mailDomain(config.MAIL_FROM),
      // Half the shutdown deadline for the mail in progress; the rest for the database to close.
      stopTimeoutMs: config.SHUTDOWN_DEADLINE_MS / 2,
    },
    mail,
  );
  const tokens = createTokenService({
    db,
    secret: config.JWT_SECRET,
    accessTtlSeconds: config.ACCESS_TOKEN_TTL,
    idleSeconds: config.SESSION_IDLE_TIMEOUT,
    maxAgeSeconds: config.SESSION_MAX_AGE,
    now,
  });
  const captcha = createCaptchaService(db, now, config.CAPTCHA_TEST_TEXT);
  const passwords = passwordHasher(config);
  const auth = createAuthService({
    db,
    config,
    tokens,
    captcha,
    passwords,
    mailer,
    protector,
    settings,
    now,
    log: app.log,
  });
  const vneid = createVneidService({ db, config, auth, protector, mailer, settings, log: app.log, now });
  const posts = createPostsService(db, now, publicCache);
  const products = createProductsService(db, now, publicCache);
  const uploads = createUploadStore(config.DATA_DIR, s3SettingsOf(config));
  if (uploads.kind === 's3') {
    app.log.info({ location: uploads.location }, 'uploaded files are kept in S3');
    // Said at once rather than at the first upload; the start does not wait for it: pages need no bucket.
    app.addHook('onReady', async () => {
      uploads
        .check()
        .catch((error) => app.log.error({ err: error, location: uploads.location }, 'the S3 bucket does not answer'));
    });
  }
  if (!clamdAddress(config)) {
    // Production refuses to start without clamd unless CLAMAV_DISABLED=true (config.ts): say it at every start.
    app.log.warn(
      { clamavDisabled: config.CLAMAV_DISABLED },
      'virus scanning is off (no CLAMAV_SOCKET or CLAMAV_HOST): uploads are stored unscanned',
    );
  }
  const views = createViewCounter(db, { log: app.log });
  const notifications = createNotificationsService({ db, config, mailer, settings, now, log: app.log });
  const followerNews = createFollowerNews({ db, notifications, settings, log: app.log });
  const lifecycle = createLifecycle({
    db,
    now,
    mailer,
    notifications,
    settings,
    followerNews,
    log: app.log,
    invalidate: () => publicCache.invalidate(),
  });
  const uploadRecords = createUploadsService(db, uploads, now);
  const context: AppContext = {
    config,
    database,
    now,
    mailer,
    protector,
    passwords,
    settings,
    captcha,
    tokens,
    auth,
    vneid,
    posts,
    documents: createDocumentsService(db, publicCache),
    products,
    monitoring: createMonitoringService(db, now),
    bigProblems: createBigProblemsService(db, now, publicCache),
    follows: createFollowsService(db, now),
    publicCache,
    views,
    uploads,
    lifecycle,
    uploadRecords,
    proposals: createProposalsService({ database, now, lifecycle, uploadRecords, publicCache, settings }),
    ideas: createIdeasService({ db, now, lifecycle, uploadRecords }),
    notifications,
    followerNews,
    interests: createInterestsService({
      db,
      now,
      notifications,
      log: app.log,
      invalidate: () => publicCache.invalidate(),
    }),
  };
  app.decorate('context', context);
  app.addHook('onClose', () => views.close());
  app.addHook('onReady', async () =>
    context.uploadRecords.startSweeping((error) => app.log.error({ err: error }, 'upload sweep failed')),
  );
  app.addHook('onClose', async () => context.uploadRecords.stopSweeping());
  // The hourly reminder of listings a month before their end, in every process
  // (each reminder is claimed once, whichever process runs first).
  app.addHook('onReady', async () =>
    context.interests.startReminders((error) => app.log.error({ err: error }, 'listing reminders failed')),
  );
  app.addHook('onClose', async () => context.interests.stopReminders());
  app.addHook('onClose', async () => uploads.close());
  // Every process delivers mail, whichever accepted it; closing lets the mail in progress finish,
  // before main.ts (or the tests) close the database.
  app.addHook('onReady', () => mailer.start());
  app.addHook('onClose', () => mailer.stop());

  registerSecurityHeaders(app, config);
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4 keeps on-the-fly brotli cheap; built assets are compressed at quality 11 ahead of time.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerApiDocs(app, config);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10 } });
  await app.register(fastifyRateLimit, {
    global: false,
    // Shared by every process through Redis, falling back to this process's counters while it is away.
    ...(redis ? { store: fallbackRateLimitStore(redis.commands, app.log) } : {}),
    errorResponseBuilder: () => new HttpError(429, 'too_many_requests', messages.tooManyRequests),
  });

  // API answers are personal or change at any time: no shared cache keeps them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  // A public answer already in the cache goes out before routing and validation (GET only; the
  // cache holds nothing else).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'GET' && request.url.startsWith('/api/') && publicCache.answerEarly(request, reply)) return;
    done();
  });
  // Before any route: every /api/admin route must name its area, and its role is checked first.
  registerStaffGuard(app, context);
  // Likewise every route for signed-in users (config.signedIn): the session before the body.
  registerSignedInGuard(app, context);
  const clamd = clamdAddress(config);
  registerHealthRoutes(app, context, {
    redis: redis ? () => redis.commands.ping() : undefined,
    files: uploads.kind === 's3' ? () => uploads.check() : undefined,
    // A scan of a few bytes: clamd answers PONG to a ping even when it could not scan.
    clamd: clamd ? () => scanWithClamd({ ...clamd, timeoutMs: 2_000 }, Buffer.from('readiness')) : undefined,
  });
  registerSettingsRoutes(app, context);
  registerAuthRoutes(app, context);
  registerAccountDataRoutes(app, context);
  registerInvitationRoutes(app, context);
  registerVneidRoutes(app, context);
  registerPostsRoutes(app, context);
  registerDocumentsRoutes(app, context);
  registerFaqRoutes(app, context);
  registerContactRoutes(app, context);
  await registerReceiptMailRoutes(app, context);
  registerMyMessagesRoutes(app, context);
  registerMonitoringRoutes(app, context);
  registerProductsRoutes(app, context);
  registerProposalsRoutes(app, context);
  registerBigProblemsRoutes(app, context);
  registerFollowsRoutes(app, context);
  registerPagesRoutes(app, context);
  registerDiscoveryRoutes(app, context);
  registerSearchRoutes(app, context);
  registerHomeRoutes(app, context);
  registerVisitsRoutes(app, context);
  registerAvatarRoutes(app, context);
  registerUploadsRoutes(app, context);
  registerIdeasRoutes(app, context);
  registerDossierLookupRoutes(app, context);
  await registerNotificationsRoutes(app, context);
  registerFollowThroughRoutes(app, context);
  registerInterestsRoutes(app, context);
  registerOpenDataRoutes(app, context);
  registerAdminRoutes(app, context);
  if (vneid.enabled && !config.VNEID_ISSUER) registerStandInProvider(app, publicOrigin(config));
  // The back office's pages before the portal's catch-all, which would otherwise answer /admin/*.
  await registerAdmin(app, context, config.ADMIN_DIST);
  await registerPortal(app, context);

  return app;
}

async function registerApiDocs(app: FastifyInstance, config: Config) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'API Cổng thông tin Nghị quyết 57',
        description: 'Các lời gọi của cổng thông tin và khu vực quản trị.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  // The OpenAPI document itself; any OpenAPI viewer can open it from here. The document is still
  // built without API_DOCS (the route tests read it): only its answer is held back.
  if (config.API_DOCS) app.get(docsApi.openApi.route, { schema: { hide: true } }, async () => app.swagger());
}
