import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error';
import type { SiteBundle } from './load-site-bundle';

const DEV_UI_PATH = '/dev/ui';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page of the design system's gallery: its built script and styles, drawn in the browser. */
export function renderDevUiPage(assets: NonNullable<SiteBundle['assets']['devUi']>): string {
  const styles = assets.css.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('');
  return (
    '<!doctype html><html lang="en" data-theme="light"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>Design system — betfront</title>${styles}</head>` +
    `<body><div id="root"></div><script type="module" src="${escapeAttribute(assets.js)}"></script></body></html>`
  );
}

/**
 * Every component of the design system in every state, at /dev/ui. In production the path answers 404 rather
 * than fall through to the site's pages, as the outbox does.
 */
export function registerDevUiRoute(app: FastifyInstance, bundle: SiteBundle | null, enabled: boolean): void {
  app.get(DEV_UI_PATH, async (_request, reply) => {
    const assets = bundle?.assets.devUi;
    if (!enabled) throw new HttpError(404, 'not_found', 'There is no design gallery in production');
    if (!assets) throw new HttpError(503, 'site_not_built', 'The site has not been built yet.');
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderDevUiPage(assets));
  });
}
