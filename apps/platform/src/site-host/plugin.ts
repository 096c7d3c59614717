import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerDevUiRoute } from './dev-ui-route';
import { registerFavicon } from './favicon';
import { pwaRoutes } from './pwa-routes';
import { injectFetcher } from './inject-fetcher';
import { loadSiteBundle } from './load-site-bundle';
import { serveMemoryAssets } from './memory-assets';
import type { SiteBundle } from './load-site-bundle';
import { isApiPath, isMobileUserAgent } from './request-traits';
import { createVisitorPageCache, sendPage } from './send-page';
import { APP_VERSION_PATH } from '@betfront/contract/app-version';

export interface SiteHostOptions {
  /** The build output (`npm run build`); the repository's `dist` by default. */
  distDir?: string;
  isProduction?: boolean;
}

const DEFAULT_DIST = join(dirname(fileURLToPath(import.meta.url)), '../../../../dist');
const REMOTE_VIEW_HEADERS = { 'mf-render-mode': 'json', 'mf-api-version': 'v2' } as const;

function queryOf(request: FastifyRequest): Record<string, string> {
  const url = new URL(request.url, 'http://localhost');
  return Object.fromEntries(url.searchParams);
}

/** Serves the server-rendered site, its built assets and the remote views. */
export async function siteHostPlugin(app: FastifyInstance, options: SiteHostOptions = {}): Promise<void> {
  const distDir = options.distDir ?? DEFAULT_DIST;
  const isProduction = options.isProduction ?? app.platform.env.nodeEnv === 'production';
  let bundle: SiteBundle | null = null;
  const visitorPages = createVisitorPageCache();
  try {
    bundle = await loadSiteBundle(distDir);
  } catch (error) {
    app.log.error({ err: error }, 'the site is not built: run `npm run build`; pages answer 503 until then');
  }

  // The build writes .br and .gz beside each asset: sent by the browser's Accept-Encoding, with Vary.
  await serveMemoryAssets(app, join(distDir, 'client', 'assets'), '/assets/');

  registerFavicon(app);
  await pwaRoutes(app, join(distDir, 'client'));
  registerDevUiRoute(app, bundle, !isProduction);

  const unavailable = (reply: FastifyReply) =>
    reply.code(503).send({ error: { code: 'site_not_built', message: 'The site has not been built yet.' } });

  app.get(APP_VERSION_PATH, async (_request, reply) => {
    if (!bundle) return unavailable(reply);
    return reply.header('cache-control', 'no-store').send({ version: bundle.assets.version });
  });

  app.get<{ Params: { appName: string; '*': string } }>('/remote-views/:appName/*', async (request, reply) => {
    const wantsJson = Object.entries(REMOTE_VIEW_HEADERS).every(([name, value]) => request.headers[name] === value);
    if (!wantsJson) {
      return reply.code(400).send({
        error: {
          code: 'remote_view_headers',
          message: 'Remote views answer with mf-render-mode: json and mf-api-version: v2.',
        },
      });
    }
    if (!bundle) return unavailable(reply);
    const path = `/${request.params['*']}`.slice(0, 2048);
    const view = await bundle.server.renderRemoteView({
      appName: request.params.appName,
      path,
      query: queryOf(request),
      fetcher: injectFetcher(app, request),
      assets: bundle.assets,
      isMobile: isMobileUserAgent(request.headers['user-agent']),
    });
    if (!view) return reply.code(404).send({ error: { code: 'not_found', message: 'No such remote application.' } });
    return reply.code(view.status).header('cache-control', 'no-store').send(view);
  });

  app.get('/*', async (request, reply) => {
    if (isApiPath(request.url)) {
      return reply
        .code(404)
        .send({ error: { code: 'not_found', message: `No endpoint ${request.method} ${request.url.split('?')[0]}` } });
    }
    if (!bundle) return unavailable(reply);
    return sendPage(app, request, reply, bundle, isProduction, visitorPages);
  });
}
