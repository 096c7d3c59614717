import { useCallback, useSyncExternalStore } from 'react';
import { isSelected, subscribeSelection } from '../store/coupon-selections';

/** Whether the coupon holds the selection; re-renders only when that changes. */
export function useSelected(selectionId: string): boolean {
  const subscribe = useCallback((listener: () => void) => subscribeSelection(selectionId, listener), [selectionId]);
  return useSyncExternalStore(
    subscribe,
    () => isSelected(selectionId),
    () => false,
  );
}
