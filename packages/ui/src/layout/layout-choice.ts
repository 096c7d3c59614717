import { DEFAULT_LAYOUT_PREFERENCES } from '@betfront/contract/preferences';
import type { LayoutPreferences } from '@betfront/contract/preferences';
import { useSyncExternalStore } from 'react';
import { scopedValue } from '../scoped-value';

const choice = scopedValue<LayoutPreferences>(DEFAULT_LAYOUT_PREFERENCES);
const listeners = new Set<() => void>();

/** The page's layout as the visitor chose it; the browser sets it once from the page state. */
export const setLayoutChoice = choice.set;

/** Renders with a request's layout. */
export const renderWithLayoutChoice = choice.renderWith;

/** Redraws every part of the page that reads the layout with a change of it. */
export function changeLayoutChoice(change: Partial<LayoutPreferences>): void {
  choice.set({ ...choice.read(), ...change });
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The layout in force: the server's render and the hydrating one read the same page-wide value. */
export const useLayoutChoice = (): LayoutPreferences => useSyncExternalStore(subscribe, choice.read, choice.read);
