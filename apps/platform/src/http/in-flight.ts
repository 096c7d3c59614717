import type { FastifyInstance } from 'fastify';

/** Route config of a long-lived stream (server-sent events): shutdown ends it rather than waiting for it. */
export const STREAM_ROUTE = { stream: true } as const;

export interface InFlight {
  /** The stream routes, as "METHOD url": they never finish, so neither shutdown nor a probe waits on them. */
  readonly streamRoutes: ReadonlySet<string>;
  /** Resolves once no request is being handled, or when the wait runs out. */
  drained(timeoutMs: number): Promise<void>;
}

/**
 * Counts requests being handled. A page renders through in-process calls to the platform's own API, which
 * Fastify refuses once it is closing, so shutdown waits for pages in progress before it closes.
 */
export function trackInFlight(app: FastifyInstance): InFlight {
  let count = 0;
  let onIdle: (() => void) | null = null;
  const counted = new WeakSet<object>();
  const streamRoutes = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (!(route.config as { stream?: boolean } | undefined)?.stream) return;
    for (const method of [route.method].flat()) streamRoutes.add(`${method} ${route.url}`);
  });
  app.addHook('onRequest', async (request) => {
    if ((request.routeOptions.config as { stream?: boolean }).stream) return;
    counted.add(request);
    count += 1;
  });
  app.addHook('onResponse', async (request) => {
    if (!counted.delete(request)) return;
    count -= 1;
    if (count === 0) onIdle?.();
  });
  return {
    streamRoutes,
    drained: (timeoutMs) =>
      new Promise((resolve) => {
        if (count === 0) return resolve();
        const timer = setTimeout(resolve, timeoutMs);
        onIdle = () => {
          clearTimeout(timer);
          resolve();
        };
      }),
  };
}
