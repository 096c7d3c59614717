import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

interface ViewModule<TProps> {
  default: ComponentType<TProps>;
}

/** A view only some of a remote's pages draw: its code is a chunk of its own, which the other pages never load. */
export interface SplitView<TProps> {
  /** Drawn as any component: it waits (suspends) for its code, unless `preload` has brought it already. */
  readonly View: LazyExoticComponent<ComponentType<TProps>>;
  /** Loads the view's code; once it has resolved, a draw of `View` no longer waits. */
  preload(): Promise<void>;
}

/**
 * React reads a thenable that resolves at once synchronously: a view already loaded never suspends its draw, so the
 * server renders it to a string and the browser hydrates it at once. (`lazy` is typed for promises only.)
 */
const resolvedAtOnce = <TModule>(module: TModule) =>
  ({ then: (resolve: (value: TModule) => void) => resolve(module) }) as unknown as Promise<TModule>;

export function splitView<TProps>(load: () => Promise<ComponentType<TProps>>): SplitView<TProps> {
  let loaded: ViewModule<TProps> | null = null;
  let loading: Promise<ViewModule<TProps>> | null = null;
  const loadModule = () =>
    (loading ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        // A failed load (a network fault) is tried again by the next draw or preload.
        loading = null;
        throw error;
      },
    ));
  return {
    View: lazy(() => (loaded ? resolvedAtOnce(loaded) : loadModule())),
    preload: async () => {
      await loadModule();
    },
  };
}
