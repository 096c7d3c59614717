import { defaultShouldDehydrateQuery, dehydrate, QueryClientProvider } from '@tanstack/react-query';
import type { Query } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { loadDictionaries } from './dictionary-loader';
import { trackDictionaryReads } from './dictionary-reads';
import { hydratedInSlices } from './hydrated-in-slices';
import { REMOTE_ROOT_ATTRIBUTE, remoteStateScript } from './remote-state';
import type { RemoteState } from './remote-state';
import { createQueryClient } from './query-client';
import { createTranslate } from './translate';
import type { Fetcher, PageHead, RemoteContext, RemoteDefinition } from './types';

export interface RenderedRemote {
  status: number;
  head: PageHead;
  /** The remote's markup with its hydration state, ready to sit inside the shell's container. */
  body: string;
}

interface Translations {
  dictionary: Record<string, string>;
  t: ReturnType<typeof createTranslate>;
}

const translationsCache = new Map<string, Promise<Translations>>();

/**
 * A language's dictionaries with their translate function, loaded once per server process: dictionaries ship
 * with the platform and change only with a new release.
 */
export function loadTranslations(fetcher: Fetcher, lng: string, ids: readonly string[]): Promise<Translations> {
  const key = `${lng}|${ids.join(',')}`;
  const cached = translationsCache.get(key);
  if (cached) return cached;
  const loading = loadDictionaries(fetcher, lng, ids).then((dictionary) => ({
    dictionary,
    t: createTranslate(dictionary, lng),
  }));
  loading.catch(() => translationsCache.delete(key));
  translationsCache.set(key, loading);
  return loading;
}

/**
 * The queries the browser's cache takes from the server: those `load` read or set. A query holding only the
 * initial data its component took from the remote's `data` is left out: the page carries that data already.
 */
const isReadOnServer = (query: Query) => defaultShouldDehydrateQuery(query) && query.state.dataUpdateCount > 0;

/** Runs the synchronous render inside what the page's request sets up (its time display). */
export type RenderScope = <T>(render: () => T) => T;
const unscoped: RenderScope = (render) => render();

/**
 * Renders a remote for one route on the server: its data, its head and its HTML. Each render has its own query
 * client, so no answer of one request (a player's bets) ever reaches another's page.
 */
export async function renderRemote<TData>(
  definition: RemoteDefinition<TData>,
  ctx: RemoteContext,
  fetcher: Fetcher,
  scope: RenderScope = unscoped,
): Promise<RenderedRemote> {
  const queries = createQueryClient();
  const [loaded, { dictionary, t }] = await Promise.all([
    definition.load({ ctx, fetch: fetcher, queries }),
    loadTranslations(fetcher, ctx.lng, ['common', ...definition.dictionaries]),
  ]);
  if (loaded.status !== 200) return { status: loaded.status, head: { title: '' }, body: '' };
  const { data } = loaded;
  // A string render cannot wait: the views it draws are loaded first.
  await definition.prepare?.(data, ctx);
  // The page carries the texts the render read; the browser loads the whole dictionaries once it has hydrated.
  const reads = trackDictionaryReads(dictionary);
  const app = hydratedInSlices(definition.App, { ctx, data, t: createTranslate(reads.entries, ctx.lng) });
  const html = scope(() => renderToString(createElement(QueryClientProvider, { client: queries }, app)));
  const state: RemoteState<TData> = {
    ctx,
    data,
    dictionary: reads.read(),
    queries: dehydrate(queries, { shouldDehydrateQuery: isReadOnServer }),
  };
  queries.clear();
  const name = definition.appName;
  return {
    status: 200,
    head: scope(() => definition.head({ ctx, data, t })),
    body: `<div ${REMOTE_ROOT_ATTRIBUTE}="${name}">${html}</div>` + remoteStateScript(name, state),
  };
}
