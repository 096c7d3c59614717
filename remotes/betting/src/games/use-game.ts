import { useCallback, useSyncExternalStore } from 'react';
import type { GameSummary } from '@betfront/contract/sportsbook';
import { useGamesPage } from './page-context';

/** One game of the page store, current; the component re-renders only when this game changes. */
export function useGame(id: number): GameSummary | undefined {
  const { store } = useGamesPage();
  const subscribe = useCallback((listener: () => void) => store.subscribeGame(id, listener), [store, id]);
  const read = () => store.game(id);
  return useSyncExternalStore(subscribe, read, read);
}
