import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/react-query';
import { createElement, startTransition, useEffect } from 'react';
import { hydrateInTransition } from './hydrate-in-transition';
import { hydratedInSlices } from './hydrated-in-slices';
import type { ComponentType, ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import {
  REMOTE_ROOT_ATTRIBUTE,
  REMOTE_STATE_ATTRIBUTE,
  REMOTE_TEXTS_ATTRIBUTE,
  remoteStateSchema,
} from './remote-state';
import { pageQueryClient } from './query-client';
import { loadWholeDictionaries } from './dictionary-loader';
import { whenWholeTextsWanted } from './whole-texts-demand';
import { remoteTexts } from './remote-texts';
import type { Fetcher, LoadResult, PageHead, RemoteContext, RemoteDefinition } from './types';

/**
 * What routing a remote to a path gave: the route's status (404 when unknown) and, when the remote shows the
 * route (not overtaken by a later update), its head; the shell titles the page after its main remote only.
 */
export interface RemoteUpdate {
  status: number;
  head?: PageHead;
}

/** What the shell holds for a mounted remote. */
export interface RemoteHandle {
  /** Resolves once the remote's first draw has reached the page: its markup hydrated, or drawn afresh. */
  readonly drawn: Promise<void>;
  /** Routes the remote to another of its own paths. */
  update(ctx: RemoteContext): Promise<RemoteUpdate>;
  unmount(): void;
}

export type MountRemote = (container: HTMLElement, fetcher: Fetcher) => RemoteHandle;

export { hydrateInTransition } from './hydrate-in-transition';

/**
 * A remote whose state the server could not send: the server's markup stays until the browser has read the data
 * again, then the remote renders over it.
 */
function renderAfterReading<TData>(
  rootElement: HTMLElement,
  ctx: RemoteContext,
  read: () => Promise<LoadResult<TData>>,
  render: (ctx: RemoteContext, data: TData) => ReactElement,
): Root {
  const root = createRoot(rootElement);
  read().then(
    (loaded) => {
      if (loaded.status === 200) root.render(render(ctx, loaded.data));
    },
    (error: unknown) => console.error('betfront: a remote could not read its data again', error),
  );
  return root;
}

/** A text the page lacks stays empty until the whole dictionaries arrive: a failed load is tried again. */
const DICTIONARY_TRIES = 3;
const DICTIONARY_RETRY_MS = 2000;

/** The remote's view, telling once its draw has reached the page (inside its Suspense boundary, so hydrated). */
function withDrawnSignal<TProps extends object>(App: ComponentType<TProps>, onDrawn: () => void) {
  return function Drawn(props: TProps) {
    useEffect(onDrawn);
    return createElement(App, props);
  };
}

/**
 * The browser side of a remote: hydrates the server's markup from the state the server embedded, its queries'
 * answers put into the page's one query client first, so the first render reads what the server rendered.
 */
export function createMount<TData>(definition: RemoteDefinition<TData>): MountRemote {
  return (container, fetcher) => {
    const rootElement = container.querySelector<HTMLElement>(`[${REMOTE_ROOT_ATTRIBUTE}="${definition.appName}"]`);
    const stateElement = container.querySelector(`[${REMOTE_STATE_ATTRIBUTE}="${definition.appName}"]`);
    if (!rootElement || !stateElement) throw new Error(`remote ${definition.appName}: no server markup to hydrate`);
    const state = remoteStateSchema.parse(JSON.parse(stateElement.textContent ?? 'null'));
    const texts = remoteTexts(state.dictionary, state.ctx.lng);
    let markDrawn = () => undefined as void;
    const drawn = new Promise<void>((resolve) => (markDrawn = resolve));
    const DrawnApp = withDrawnSignal(definition.App, () => markDrawn());
    const queries = pageQueryClient();
    // The state's own format, written by `dehydrate` on the server.
    hydrate(queries, state.queries as DehydratedState);
    let shown: { ctx: RemoteContext; data: TData } | null = null;
    const render = (ctx: RemoteContext, data: TData) => {
      shown = { ctx, data };
      return createElement(
        QueryClientProvider,
        { client: queries },
        hydratedInSlices(DrawnApp, { ctx, data, t: texts.t }),
      );
    };
    // A page's data comes with the code of the views it draws: the page in place stays until both are there, rather
    // than an empty boundary showing while a view's code loads.
    const loadPrepared = async (ctx: RemoteContext) => {
      const loaded = await definition.load({ ctx, fetch: fetcher, queries });
      if (loaded.status === 200) await definition.prepare?.(loaded.data, ctx);
      return loaded;
    };
    // The page's split views start loading at once: hydration waits for them where they are drawn, and only there.
    // A load that fails here is tried again by the draw that waits for it.
    if (!state.isDataOmitted) void definition.prepare?.(state.data as TData, state.ctx).catch(() => undefined);
    const root: Root = state.isDataOmitted
      ? renderAfterReading(rootElement, state.ctx, () => loadPrepared(state.ctx), render)
      : hydrateInTransition(rootElement, render(state.ctx, state.data as TData));
    const completeTexts = (triesLeft: number): void => {
      loadWholeDictionaries(fetcher, state.ctx.lng, ['common', ...definition.dictionaries]).then(
        (whole) => {
          if (texts.complete(whole) && shown) {
            const { ctx, data } = shown;
            startTransition(() => root.render(render(ctx, data)));
          }
          rootElement.setAttribute(REMOTE_TEXTS_ATTRIBUTE, 'whole');
        },
        (error: unknown) => {
          if (triesLeft > 1) setTimeout(() => completeTexts(triesLeft - 1), DICTIONARY_RETRY_MS);
          else
            console.error(`betfront: the dictionaries of the ${definition.appName} remote could not be loaded`, error);
        },
      );
    };
    const stopWaitingForTexts = whenWholeTextsWanted(() => completeTexts(DICTIONARY_TRIES));
    let latest = 0;
    return {
      drawn,
      async update(ctx) {
        const request = ++latest;
        const loaded = await loadPrepared(ctx);
        if (request !== latest || loaded.status !== 200) return { status: loaded.status };
        root.render(render(ctx, loaded.data));
        return { status: 200, head: definition.head({ ctx, data: loaded.data, t: texts.t }) };
      },
      unmount() {
        stopWaitingForTexts();
        root.unmount();
      },
    };
  };
}
