import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { TokenLimits } from './accounts/access-tokens.js';
import { requireAdmin, sessionPlugin } from './accounts/session.js';
import { analyticsRoutes } from './analytics/routes.js';
import { auditRoutes } from './audit/routes.js';
import { benchRoutes } from './bench/routes.js';
import { catalogRoutes } from './catalog/routes.js';
import { storeRoutes } from './catalog/store-routes.js';
import { themeRoutes } from './catalog/theme-routes.js';
import { reviewAccessIncreases } from './code-review/review-access.js';
import { codeReviewRoutes } from './code-review/routes.js';
import type { Config } from './config/config.js';
import { creatorRoutes } from './creators/routes.js';
import { curationRoutes } from './curation/admin-routes.js';
import { featuredRoutes } from './curation/public-routes.js';
import type { DatabaseKind, Db } from './db/database.js';
import { browserAdminRoutes } from './distribution/admin-routes.js';
import { companionPlugin } from './distribution/companion-plugin.js';
import { releaseRoutes } from './distribution/release-routes.js';
import { adminRollbackRoutes, creatorRollbackRoutes } from './distribution/rollback-routes.js';
import { distributionRoutes } from './distribution/routes.js';
import { eventAdminRoutes } from './events/admin-routes.js';
import { eventRoutes } from './events/public-routes.js';
import { fleetAlertRoutes } from './fleet/alert-routes.js';
import { FleetAlerts } from './fleet/alert-service.js';
import { fleetRoutes } from './fleet/routes.js';
import { groupRoutes } from './groups/routes.js';
import { healthRoutes } from './health/routes.js';
import { apiDocsPlugin } from './http/api-docs.js';
import { apiDocsTransform, apiDocument } from './http/api-document.js';
import { registerErrorHandling, sendFrameworkError } from './http/errors.js';
import { withRequestSerializer } from './http/request-log.js';
import { securityPlugin } from './http/security.js';
import { textInputPlugin } from './http/text-input.js';
import { registerWebApp } from './http/web-app.js';
import { installRequestAdminRoutes } from './install-requests/admin-routes.js';
import { installRequestRoutes } from './install-requests/public-routes.js';
import { installCounterPlugin } from './installs/install-counter-plugin.js';
import { installRoutes } from './installs/routes.js';
import { likeRoutes } from './likes/routes.js';
import { mailPlugin } from './mail/mail-plugin.js';
import { mailRoutes } from './mail/routes.js';
import { fileRoutes } from './media/routes.js';
import { mediaUploadRoutes } from './media/upload-routes.js';
import { mobileSiteAdminRoutes } from './mobile-sites/admin-routes.js';
import { mobileSiteRoutes } from './mobile-sites/public-routes.js';
import { moderationRoutes } from './moderation/routes.js';
import { outsideItemPublicRoutes } from './outside-items/public-routes.js';
import { outsideItemRoutes } from './outside-items/routes.js';
import { contextPlugin } from './plugins/context.js';
import { portalRoutes } from './portal/routes.js';
import { publishingRoutes } from './publishing/routes.js';
import { ratingRoutes } from './ratings/routes.js';
import { itemReportRoutes } from './reports/routes.js';
import { scanSubmittedPackage } from './scan-rules/package-scan.js';
import { scanRuleRoutes } from './scan-rules/routes.js';
import { searchRoutes } from './search/routes.js';
import { type SeoOptions, seoRoutes } from './seo/routes.js';
import type { FileStorage } from './storage/storage.js';
import { tokenRoutes } from './tokens/routes.js';
import { checkCounterPlugin } from './usage/check-counter-plugin.js';
import { usageRoutes } from './usage/routes.js';
import { SERVER_VERSION } from './version.js';
import { versionRoutes } from './versions/routes.js';

export interface AppDependencies {
  config: Config;
  db: Db;
  databaseKind: DatabaseKind;
  storage: FileStorage;
  logger?: FastifyServerOptions['logger'];
  /** Smaller sitemap files than the protocol allows, so tests reach the sitemap index. */
  sitemap?: SeoOptions;
  /** Access tokens' hourly limits (the contract's by default; tests set them low). */
  tokenLimits?: TokenLimits;
}

/** Largest upload the server accepts (extension packages and images). */
export const MAX_UPLOAD_BYTES = 32 * 1024 * 1024;

/**
 * Builds the HTTP application: external plugins, then the store's shared services, then the
 * routes of each domain, then the web app with its history-mode fallback.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    // Requests are logged with credentials in the query (the upload key) redacted.
    logger: withRequestSerializer(deps.logger ?? { level: deps.config.logLevel }),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 },
  });
  // The OpenAPI document: its head and ways in, and each route's schemas and examples.
  await app.register(fastifySwagger, {
    openapi: apiDocument(SERVER_VERSION),
    transform: apiDocsTransform,
  });
  await app.register(apiDocsPlugin);

  await app.register(contextPlugin, {
    config: deps.config,
    db: deps.db,
    databaseKind: deps.databaseKind,
    storage: deps.storage,
  });
  await app.register(securityPlugin, { secureCookies: deps.config.publicUrl.startsWith('https:') });
  await app.register(textInputPlugin);
  // request.user: from an access token on the two APIs (cookies then ignored), else the cookie.
  await app.register(sessionPlugin, deps.tokenLimits ? { tokenLimits: deps.tokenLimits } : {});
  await app.register(companionPlugin);
  // Mail to developers: queued by writes, sent in the background (SMTP_URL) or kept.
  await app.register(mailPlugin);
  // Update checks counted in memory and written in batches, the last one when the app closes.
  await app.register(checkCounterPlugin);
  // Install counts per item and version (offers, downloads, reports), batched the same way.
  await app.register(installCounterPlugin);

  await app.register(healthRoutes);
  await app.register(fileRoutes);
  await app.register(mediaUploadRoutes);
  await app.register(storeRoutes);
  await app.register(catalogRoutes);
  await app.register(featuredRoutes);
  await app.register(mobileSiteRoutes);
  await app.register(eventRoutes);
  await app.register(themeRoutes);
  await app.register(searchRoutes);
  await app.register(analyticsRoutes);
  await app.register(portalRoutes);
  await app.register(creatorRoutes);
  // Every stored upload runs the administrators' scan rules before its answer.
  await app.register(publishingRoutes, {
    afterUpload: (itemId) => scanSubmittedPackage(app.db, app.storage, itemId),
  });
  // Access tokens for scripts and CI: the developer area's and the console's, cookie only.
  await app.register(tokenRoutes);
  await app.register(moderationRoutes);
  // The administrators' log of every decision and change; accounts/ writes to it, so the
  // admin check is handed in.
  await app.register(auditRoutes, { requireAdmin });
  // The reviewers' code viewer and flags, beside the review queue and case they serve.
  await app.register(codeReviewRoutes);
  await app.register(curationRoutes);
  await app.register(mobileSiteAdminRoutes);
  await app.register(eventAdminRoutes);
  await app.register(ratingRoutes);
  await app.register(likeRoutes);
  await app.register(mailRoutes);
  await app.register(itemReportRoutes);
  await app.register(versionRoutes);
  // Rollback to an earlier version: the developer's call and the console's.
  await app.register(creatorRollbackRoutes);
  await app.register(adminRollbackRoutes);
  await app.register(usageRoutes);
  await app.register(distributionRoutes);
  await app.register(browserAdminRoutes);
  // Staged releases: which version each browser group receives, and promotion to everyone.
  await app.register(releaseRoutes);
  // What the store saw of installs per item and version, for the Browsers page and the case.
  await app.register(installRoutes);
  await app.register(groupRoutes);
  await app.register(installRequestRoutes);
  await app.register(installRequestAdminRoutes);
  await app.register(outsideItemRoutes);
  // Drift alerts: checked after every inventory report and every change of the store; the
  // review case's access flags are handed in, since fleet/ does not import code-review/.
  const fleetAlerts = new FleetAlerts({
    db: app.db,
    mailer: app.mail,
    log: app.log,
    retentionDays: deps.config.fleetRetentionDays,
    companionId: () => app.companion?.id ?? null,
    reviewAccess: (itemIds) => reviewAccessIncreases(app.db, itemIds),
  });
  app.decorate('fleetAlerts', fleetAlerts);
  // The companion's inventory reports and the console's fleet pages.
  await app.register(fleetRoutes, { watchReport: (report) => fleetAlerts.watchReport(report) });
  await app.register(fleetAlertRoutes, { alerts: fleetAlerts });
  await app.register(outsideItemPublicRoutes);
  // Administrators' scan rules, their retro-hunts and the matches they hold cases with.
  await app.register(scanRuleRoutes);
  // /robots.txt and /sitemap.xml: addresses of their own, never the web app's page.
  await app.register(seoRoutes, deps.sitemap ?? {});
  if (deps.config.benchRoutes) await app.register(benchRoutes);
  if (deps.config.webAppFetch.allowPrivate) {
    app.log.warn(
      'WEBAPP_FETCH_ALLOW_PRIVATE is on: web app checks can reach loopback and private addresses. Tests only.',
    );
  }

  await registerWebApp(app, deps.config.webDist);
  return app;
}
