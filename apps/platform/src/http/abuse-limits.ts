import rateLimit from '@fastify/rate-limit';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { startLeaderJob } from '../cluster/leader-job';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { countHit, deleteClosedWindows } from './abuse-counters';
import { HttpError } from './http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Calls that change state, per route and client address, unless the route sets a limit of its own: well above
 * what players behind one carrier's address send, far below a script's flood.
 */
export const STATE_CHANGING_LIMIT = { max: 300, timeWindow: '1 minute' } as const;
/**
 * Left out: the operator's calls carry the admin token (wrong tokens have their own throttle); a payment
 * provider's webhooks and a game provider's wallet calls are signed and come from the provider's few servers for
 * every player at once, so a limit per address would refuse a busy provider's bets and payments.
 */
const UNCOUNTED_PREFIXES = ['/admin-api/', '/payments-api/webhooks', '/casino-wallet-api/'];
const CLEANUP_EVERY_MS = 10 * 60_000;

/** The rate-limit plugin's store over the database's counters: every process of the platform counts alike. */
function databaseStore(db: Database) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countHit(db, key, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

const routeKey = (request: FastifyRequest) =>
  `${request.method} ${request.routeOptions.url ?? request.url} ${request.ip}`;

/**
 * Limits every state-changing call per route and client address (the client address as the trusted proxies
 * tell it), counted in the database. Routes may set their own, tighter limit with `config.rateLimit`. The
 * operator's API and the providers' signed calls are left out.
 */
export async function installAbuseLimits(app: FastifyInstance, db: Database): Promise<void> {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((method) => SAFE_METHODS.has(method))) return;
    if (UNCOUNTED_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
    const config = (route.config ?? {}) as { rateLimit?: unknown };
    route.config = { ...config, rateLimit: config.rateLimit ?? STATE_CHANGING_LIMIT };
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(db),
    keyGenerator: routeKey,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'rate_limited', `Too many requests, try again in ${context.after}`),
  });
  await startLeaderJob(app, {
    name: 'abuse-counters-cleanup',
    everyMs: CLEANUP_EVERY_MS,
    run: () => deleteClosedWindows(db),
  });
}
