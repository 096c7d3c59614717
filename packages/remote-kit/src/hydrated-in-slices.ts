import { createElement, Suspense } from 'react';
import type { ComponentType, ReactElement } from 'react';

/**
 * A remote's view inside a Suspense boundary, rendered so on the server and in the browser alike. React hydrates a
 * boundary the server rendered at a low priority and in slices, yielding to the browser between them, so a long
 * list does not hold the main thread for the whole of its hydration; a tap on it hydrates it at once.
 */
export function hydratedInSlices<TProps extends object>(App: ComponentType<TProps>, props: TProps): ReactElement {
  return createElement(Suspense, { fallback: null }, createElement(App, props));
}
