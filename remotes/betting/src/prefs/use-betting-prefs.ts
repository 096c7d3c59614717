import { useSyncExternalStore } from 'react';
import { browserLocalStorage } from '@betfront/remote-kit';
import { DEFAULT_PREFS, PREFS_STORAGE_KEY, readPrefs, writePrefs } from './betting-prefs';
import type { BettingPrefs } from './betting-prefs';

const listeners = new Set<() => void>();
let current: BettingPrefs | null = null;

function snapshot(): BettingPrefs {
  current ??= readPrefs(browserLocalStorage());
  return current;
}

function onStorage(event: StorageEvent) {
  if (event.key !== PREFS_STORAGE_KEY) return;
  current = null;
  for (const listener of listeners) listener();
}

function subscribePrefs(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Saves a change of the betting view and tells every mounted reader. */
export function changePrefs(change: Partial<BettingPrefs>): void {
  current = { ...snapshot(), ...change };
  writePrefs(browserLocalStorage(), current);
  for (const listener of listeners) listener();
}

/** The betting view preferences; the server and the first hydrating render use the defaults. */
export function useBettingPrefs(): BettingPrefs {
  return useSyncExternalStore(subscribePrefs, snapshot, () => DEFAULT_PREFS);
}
