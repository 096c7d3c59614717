import { useEffect, useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';
import { coefMove } from '../odds/coef-format';
import { expireAfter } from './move-expiry';

/** How long a coef shows which way it moved. */
export const MOVE_SHOWN_MS = 3000;

const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export interface MoveMarker {
  /** Marks the move from the last coef seen to `next` on the element. */
  mark(element: HTMLElement | null, next: string | null): void;
  stop(): void;
}

function clearMark(element: HTMLElement): void {
  element.removeAttribute('data-move');
  element.removeAttribute('data-flash');
}

function createMoveMarker(first: string | null): MoveMarker {
  let previous = first;
  let cancelExpiry: (() => void) | null = null;
  return {
    mark(element, next) {
      const direction = coefMove(previous, next);
      const changed = previous !== next;
      previous = next;
      if (!element || !changed) return;
      cancelExpiry?.();
      cancelExpiry = null;
      if (direction === 0) {
        clearMark(element);
        return;
      }
      element.setAttribute('data-move', direction === 1 ? 'up' : 'down');
      // A new value starts the flash again, also after a move the same way.
      element.setAttribute('data-flash', element.getAttribute('data-flash') === '1' ? '2' : '1');
      cancelExpiry = expireAfter(MOVE_SHOWN_MS, () => {
        cancelExpiry = null;
        clearMark(element);
      });
    },
    stop() {
      cancelExpiry?.();
    },
  };
}

/**
 * Marks the element `data-move="up"` or `"down"` when the coef moves, for MOVE_SHOWN_MS after its last move, and
 * turns its `data-flash` between 1 and 2 on each move, which flashes it once more; a coef
 * taken off (null) clears the mark. The mark is the element's own attribute, set and cleared outside React, so
 * neither a move nor its expiry renders anything. Follows the `coef` rendered; answers the marker, which also
 * marks the moves drawn outside React.
 */
export function useMoveMark(element: RefObject<HTMLElement | null>, coef: string | null): MoveMarker {
  const [marker] = useState(() => createMoveMarker(coef));
  useBrowserLayoutEffect(() => marker.mark(element.current, coef), [marker, element, coef]);
  useEffect(() => () => marker.stop(), [marker]);
  return marker;
}
