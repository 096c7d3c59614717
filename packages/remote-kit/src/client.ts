import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { REMOTE_ROOT_ATTRIBUTE, REMOTE_STATE_ATTRIBUTE, remoteStateSchema } from './remote-state';
import { loadWholeDictionaries } from './dictionary-loader';
import { remoteDictionaryIds } from './remote-dictionaries';
import { createTranslate } from './translate';
import { whenIdle } from './when-idle';
import type { Fetcher, PageHead, RemoteContext, RemoteDefinition } from './types';

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
  /** Routes the remote to another of its own paths. */
  update(ctx: RemoteContext): Promise<RemoteUpdate>;
  unmount(): void;
}

export type MountRemote = (container: HTMLElement, fetcher: Fetcher) => RemoteHandle;

/** The browser side of a remote: hydrates the server's markup from the state the server embedded. */
export function createMount<TData>(definition: RemoteDefinition<TData>): MountRemote {
  return (container, fetcher) => {
    const rootElement = container.querySelector<HTMLElement>(`[${REMOTE_ROOT_ATTRIBUTE}="${definition.appName}"]`);
    const stateElement = container.querySelector(`[${REMOTE_STATE_ATTRIBUTE}="${definition.appName}"]`);
    if (!rootElement || !stateElement) throw new Error(`remote ${definition.appName}: no server markup to hydrate`);
    const state = remoteStateSchema.parse(JSON.parse(stateElement.textContent ?? 'null'));
    // The server sent the entries its render read; the rest arrive when the browser is idle, into the same object.
    const { dictionary } = state;
    let missedText = false;
    const translate = () =>
      createTranslate(dictionary, state.ctx.lng, () => {
        missedText = true;
      });
    let t = translate();
    let shown = { ctx: state.ctx, data: state.data as TData };
    const render = (ctx: RemoteContext, data: TData) => {
      shown = { ctx, data };
      return createElement(definition.App, { ctx, data, t });
    };
    const root: Root = hydrateRoot(rootElement, render(shown.ctx, shown.data));
    let unmounted = false;
    whenIdle(() => {
      loadWholeDictionaries(fetcher, state.ctx.lng, remoteDictionaryIds(definition))
        .then((whole) => {
          Object.assign(dictionary, whole);
          if (!missedText || unmounted) return;
          // A view showed a text as its key: a new translate function draws again whatever reads texts.
          t = translate();
          root.render(render(shown.ctx, shown.data));
        })
        .catch((error: unknown) => console.error(`remote ${definition.appName}: dictionaries not loaded`, error));
    });
    let latest = 0;
    return {
      async update(ctx) {
        const request = ++latest;
        const loaded = await definition.load({ ctx, fetch: fetcher });
        if (request !== latest || loaded.status !== 200) return { status: loaded.status };
        root.render(render(ctx, loaded.data));
        return { status: 200, head: definition.head({ ctx, data: loaded.data, t }) };
      },
      unmount() {
        unmounted = true;
        root.unmount();
      },
    };
  };
}
