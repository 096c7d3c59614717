import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { coefMove } from '../odds/coef-format';
import { expireAfter } from './move-expiry';

/** How long a coef shows which way it moved. */
export const MOVE_SHOWN_MS = 3000;

const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Marks the element `data-move="up"` or `"down"` when the coef moves, for MOVE_SHOWN_MS after its last move; a coef
 * taken off (null) clears the mark. The mark is the element's own attribute, set and cleared outside React, so
 * neither a move nor its expiry renders anything.
 */
export function useMoveMark(element: RefObject<HTMLElement | null>, coef: string | null): void {
  const previous = useRef(coef);
  const cancelExpiry = useRef<(() => void) | null>(null);

  useBrowserLayoutEffect(() => {
    const direction = coefMove(previous.current, coef);
    const changed = previous.current !== coef;
    previous.current = coef;
    const target = element.current;
    if (!target || !changed) return;
    cancelExpiry.current?.();
    cancelExpiry.current = null;
    if (direction === 0) {
      target.removeAttribute('data-move');
      return;
    }
    target.setAttribute('data-move', direction === 1 ? 'up' : 'down');
    cancelExpiry.current = expireAfter(MOVE_SHOWN_MS, () => {
      cancelExpiry.current = null;
      target.removeAttribute('data-move');
    });
  }, [coef, element]);

  useEffect(() => () => cancelExpiry.current?.(), []);
}
