import cookie from '@fastify/cookie';
import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/admin-routes';
import { blockAppealRoutes } from './block-appeals/appeal-routes';
import { blockRoutes } from './blocks/block-routes';
import type { Env } from './config/env';
import { trustFunction } from './config/trust-proxy';
import { accountsPlugin } from './accounts/plugin';
import { bettingPlugin } from './betting/plugin';
import { bonusesPlugin } from './bonuses/plugin';
import { promotionPrizesPlugin } from './promotion-prizes/plugin';
import { cashOutPlugin } from './cash-out/plugin';
import { casinoCataloguePlugin } from './casino/catalogue/plugin';
import { casinoPlugin } from './casino/plugin';
import { drawsPlugin } from './draws/plugin';
import { totoPlugin } from './toto/plugin';
import { virtualPlugin } from './virtual/plugin';
import { bannersPlugin } from './banners/plugin';
import { authPlugin } from './auth/plugin';
import { articlesPlugin } from './articles/article-routes';
import { contentPlugin } from './content/plugin';
import type { Database } from './db/database';
import { fingerprintPlugin } from './fingerprint/plugin';
import { followOperatorData } from './operator-cache/operator-cache';
import { dictionaryRoutes } from './dictionaries/dictionary-routes';
import { healthRoutes } from './health/health-routes';
import { limitRoutes } from './limits/limit-routes';
import { identificationRoutes } from './identification/identification-routes';
import { mailingRoutes } from './mailing/mailing-routes';
import { installPartnerCookies } from './partners/partner-cookies';
import { preferenceRoutes } from './preferences/preference-routes';
import { officeSettingsRoutes } from './office-settings/office-settings-routes';
import { analyticsRoutes } from './analytics/analytics-routes';
import { rewardsRoutes } from './rewards/rewards-routes';
import { specialOffersRoutes } from './special-offers/special-offers-routes';
import { installReferralCookie } from './referrals/referral-cookie';
import { referralRoutes } from './referrals/referral-routes';
import { trackInFlight } from './http/in-flight';
import { admitStreams } from './http/stream-admission';
import { isInternalRequest } from './http/internal-request';
import type { InFlight } from './http/in-flight';
import { installCompression } from './http/compression';
import { installAbuseLimits } from './http/abuse-limits';
import { installCsrfGuard } from './http/csrf';
import { installSecurityHeaders } from './http/security-headers';
import { installApiNotFound, installErrorHandler } from './http/error-handler';
import { loggerOptions } from './http/logger-options';
import { installTrustedProxy } from './http/trusted-proxy';
import { paymentsPlugin } from './payments/plugin';
import { phoneRoutes } from './phone/phone-routes';
import { policyRoutes } from './policy/policy-routes';
import { registrationPlugin } from './registration/plugin';
import { redirectRoutes } from './redirects/redirect-routes';
import { securityPlugin } from './security/plugin';
import { sportsbookPlugin, startSportsbook } from './sportsbook/plugin';
import { seoRoutes } from './seo/seo-routes';
import { sessionRoutes } from './session/session-routes';
import { supportPlugin } from './support/plugin';
import { configRoutes } from './site/config-routes';
import { siteHostPlugin } from './site-host/plugin';

export interface BuildAppOptions {
  env: Env;
  db: Database;
  /** A logger to use instead of the JSON logger built from LOG_LEVEL. */
  logger?: FastifyBaseLogger;
}

const API_PREFIXES = [
  '/web-api',
  '/bff-api',
  '/blocks-api',
  '/redirects-api',
  '/limit-service-api',
  '/payments-api',
  '/casino-house-api',
];
const BODY_LIMIT_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** What the platform's plugins share: the database and the validated environment. */
    platform: { db: Database; env: Env };
    /** Requests being handled, for a shutdown that lets pages in progress finish. */
    inFlight: InFlight;
  }
}

/** The platform with every plugin registered; call `listen` (or `inject` in tests) on the result. */
export async function buildApp({ env, db, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const trustsProxy = trustFunction(env.trustProxy ?? false);
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(env.logLevel) }),
    bodyLimit: BODY_LIMIT_BYTES,
    logController: new LogController({ disableRequestLogging: isInternalRequest }),
    trustProxy: trustsProxy,
    routerOptions: { maxParamLength: 200 },
  });
  app.decorate('platform', { db, env });
  installTrustedProxy(app, trustsProxy);
  installErrorHandler(app);
  app.decorate('inFlight', trackInFlight(app));
  admitStreams(app);
  app.decorate('jobs', new Map());
  app.addHook('onClose', await followOperatorData(db));
  await installCompression(app);
  await installSecurityHeaders(app, env.nodeEnv === 'production');
  await app.register(cookie);
  installCsrfGuard(app);
  installReferralCookie(app);
  installPartnerCookies(app);
  await installAbuseLimits(app, db);

  await app.register(healthRoutes(db));
  await app.register(configRoutes(db));
  await app.register(blockRoutes(db));
  await app.register(blockAppealRoutes(db));
  await app.register(redirectRoutes(db));
  await app.register(sessionRoutes(db, env.sessionSecret));
  await app.register(policyRoutes);
  await app.register(dictionaryRoutes);
  await app.register(seoRoutes(db));
  installApiNotFound(app, API_PREFIXES);
  if (env.adminToken) {
    const allowTestCommands = env.nodeEnv !== 'production';
    await app.register(adminRoutes({ db, allowTestCommands, adminToken: env.adminToken }), { prefix: '/admin-api' });
  } else {
    installApiNotFound(app, ['/admin-api']);
  }

  await app.register(authPlugin);
  await app.register(phoneRoutes);
  await app.register(registrationPlugin);
  await app.register(accountsPlugin);
  await app.register(limitRoutes(db));
  await app.register(mailingRoutes(db));
  await app.register(officeSettingsRoutes(db));
  await app.register(analyticsRoutes(db));
  await app.register(preferenceRoutes(db));
  await app.register(rewardsRoutes(db));
  await app.register(specialOffersRoutes(db));
  await app.register(referralRoutes(db));
  await app.register(identificationRoutes(db));
  await app.register(paymentsPlugin);
  await app.register(bonusesPlugin);
  await app.register(promotionPrizesPlugin);
  await app.register(securityPlugin);
  await app.register(fingerprintPlugin);
  const sportsbook = await startSportsbook(app);
  await app.register(sportsbookPlugin(sportsbook));
  await app.register(bettingPlugin(sportsbook));
  await app.register(cashOutPlugin(sportsbook));
  await app.register(casinoPlugin);
  await app.register(drawsPlugin);
  await app.register(virtualPlugin);
  await app.register(totoPlugin);
  await app.register(contentPlugin);
  await app.register(articlesPlugin);
  await app.register(bannersPlugin);
  await app.register(casinoCataloguePlugin);
  await app.register(supportPlugin);
  await app.register(siteHostPlugin);
  return app;
}
