import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  APP_ICON_SIZES,
  appIconPath,
  MANIFEST_PATH,
  OFFLINE_PAGE_PATH,
  SERVICE_WORKER_PATH,
} from '@betfront/contract/pwa';
import { sendWithEntityTag } from '../http/entity-tag';
import { readCachedSiteSettings } from '../settings/cached-site-settings';

const DAY_SECONDS = 86_400;

/** The web app manifest, from the operator's settings: name, theme colour and the icons the build drew. */
async function manifestOf(app: FastifyInstance) {
  const { scalars } = await readCachedSiteSettings(app.platform.db);
  if (!scalars.isPwa) return null;
  return {
    name: scalars.projectName,
    short_name: scalars.projectName,
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: scalars.pwaThemeColor,
    icons: APP_ICON_SIZES.map((size) => ({
      src: appIconPath(size),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any maskable',
    })),
  };
}

/** What makes the site installable: the manifest, the icons, the service worker and its offline page. */
export async function pwaRoutes(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: join(clientDir, 'icons'),
    prefix: '/icons/',
    decorateReply: false,
    maxAge: DAY_SECONDS * 1000,
  });

  app.get(MANIFEST_PATH, async (request, reply) => {
    const manifest = await manifestOf(app);
    if (!manifest)
      return reply.code(404).send({ error: { code: 'not_found', message: 'The site is not installable' } });
    reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', `public, max-age=${DAY_SECONDS / 24}`);
    return sendWithEntityTag(request, reply, JSON.stringify(manifest));
  });

  // Unhashed files a browser must revalidate, so a new build reaches installed apps at once.
  const sendBuilt = (path: string, contentType: string) =>
    app.get(path, async (request, reply) => {
      const body = await readFile(join(clientDir, path.slice(1))).catch(() => null);
      if (!body) return reply.code(503).send({ error: { code: 'site_not_built', message: 'Run npm run build' } });
      reply.header('content-type', contentType).header('cache-control', 'no-cache');
      return sendWithEntityTag(request, reply, body);
    });
  sendBuilt(SERVICE_WORKER_PATH, 'text/javascript; charset=utf-8');
  sendBuilt(OFFLINE_PAGE_PATH, 'text/html; charset=utf-8');
}
