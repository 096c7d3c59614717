import { useEffect, useRef } from 'react';
import { useGamesPage } from './page-context';

/**
 * Calls `onMove` with each new coef of the selection that came as a move of prices alone (see GameStore): the
 * caller redraws the coef itself, and nothing re-renders.
 */
export function usePriceMoves(selectionId: string, onMove: (coef: string) => void): void {
  const { store } = useGamesPage();
  const latest = useRef(onMove);
  useEffect(() => {
    latest.current = onMove;
  });
  useEffect(() => store.subscribeMoves(selectionId, (coef) => latest.current(coef)), [store, selectionId]);
}
