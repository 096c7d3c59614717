import type { RemoteView } from '@betfront/contract';
import type { Fetcher } from '@betfront/remote-kit';
import { renderRemote } from '@betfront/remote-kit/server';
import { createIconSprite } from '@betfront/ui';
import { pageRenderScope } from '../page/time-display';
import { matchRoute } from '../routes/match-route';
import { createPageApi } from './page-api';
import { escapeHtml } from './page-head';
import { REMOTE_DEFINITIONS } from './remote-definitions';
import type { SiteAssets } from './site-assets';
import { remoteUserOf } from '../session/remote-user';

export interface RemoteViewRequest {
  appName: string;
  /** The page path the view is for, with its language prefix: `/en/information/rules`. */
  path: string;
  query: Readonly<Record<string, string>>;
  fetcher: Fetcher;
  assets: SiteAssets;
  isMobile: boolean;
}

/** One remote's view of a page in the remote-view contract; null when no such remote exists. */
export async function renderRemoteView(request: RemoteViewRequest): Promise<RemoteView | null> {
  const definition = REMOTE_DEFINITIONS[request.appName];
  const assets = request.assets.registry[request.appName];
  if (!definition || !assets) return null;
  const [, lng = '', ...segments] = request.path.split('/');
  const rest = segments.join('/');
  const match = matchRoute(rest);
  const session = await createPageApi(request.fetcher).session();
  const icons = createIconSprite();
  const rendered = await renderRemote(
    definition,
    {
      lng,
      route: {
        name: match?.route.name ?? 'not-found',
        params: { ...match?.params },
        query: request.query,
        path: request.path,
      },
      user: remoteUserOf(session),
      isMobile: request.isMobile,
    },
    request.fetcher,
    pageRenderScope(session, icons),
  );
  const description = rendered.head.description;
  return {
    appName: request.appName,
    status: match || request.appName === 'footer' || request.appName === 'bottom-nav' ? rendered.status : 404,
    title: rendered.head.title,
    head: description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    body: rendered.body + icons.markup('view'),
    style: '',
    cssToLoad: assets.css,
    scriptsToLoad: [assets.js],
  };
}
