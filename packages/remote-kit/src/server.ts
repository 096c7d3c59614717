import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { loadDictionaries } from './dictionary-loader';
import { trackDictionaryReads } from './dictionary-reads';
import { remoteDictionaryIds } from './remote-dictionaries';
import { REMOTE_ROOT_ATTRIBUTE, REMOTE_STATE_ATTRIBUTE, serializeForScript } from './remote-state';
import type { RemoteState } from './remote-state';
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
}

const translationsCache = new Map<string, Promise<Translations>>();

/** A language's dictionaries, loaded once per server process: they ship with the platform, changed by a release. */
export function loadTranslations(fetcher: Fetcher, lng: string, ids: readonly string[]): Promise<Translations> {
  const key = `${lng}|${ids.join(',')}`;
  const cached = translationsCache.get(key);
  if (cached) return cached;
  const loading = loadDictionaries(fetcher, lng, ids).then((dictionary) => ({ dictionary }));
  loading.catch(() => translationsCache.delete(key));
  translationsCache.set(key, loading);
  return loading;
}

/** Renders a remote for one route on the server: its data, its head and its HTML. */
export async function renderRemote<TData>(
  definition: RemoteDefinition<TData>,
  ctx: RemoteContext,
  fetcher: Fetcher,
): Promise<RenderedRemote> {
  const [loaded, { dictionary }] = await Promise.all([
    definition.load({ ctx, fetch: fetcher }),
    loadTranslations(fetcher, ctx.lng, remoteDictionaryIds(definition)),
  ]);
  if (loaded.status !== 200) return { status: loaded.status, head: { title: '' }, body: '' };
  const { data } = loaded;
  const reads = trackDictionaryReads(dictionary);
  const t = createTranslate(reads.entries, ctx.lng);
  const html = renderToString(createElement(definition.App, { ctx, data, t }));
  const head = definition.head({ ctx, data, t });
  // The texts this render read: the browser hydrates with them and loads the rest when idle.
  const state: RemoteState<TData> = { ctx, data, dictionary: reads.read() };
  const name = definition.appName;
  return {
    status: 200,
    head,
    body:
      `<div ${REMOTE_ROOT_ATTRIBUTE}="${name}">${html}</div>` +
      `<script type="application/json" ${REMOTE_STATE_ATTRIBUTE}="${name}">${serializeForScript(state)}</script>`,
  };
}
