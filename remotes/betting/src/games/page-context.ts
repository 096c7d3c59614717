import { createContext, useContext } from 'react';
import type { Translate } from '@betfront/remote-kit';
import type { GameStore } from '../store/game-store';

/** What every game row and odds button of a page shares: the store, the language and how to pick a selection. */
export interface GamesPageContext {
  store: GameStore;
  lng: string;
  t: Translate;
  isLoggedIn: boolean;
  /** Where the page's games lead under its page type, or null (see `gameHref`). */
  gameBase: string | null;
  /** Adds a selection to the coupon, or takes it out when it is there. */
  pick(selectionId: string): void;
}

export const GamesContext = createContext<GamesPageContext | null>(null);

export function useGamesPage(): GamesPageContext {
  const context = useContext(GamesContext);
  if (!context) throw new Error('a game component is rendered outside its page');
  return context;
}
