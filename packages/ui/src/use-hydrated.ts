import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/** False in the server's markup and while React hydrates it; true once the page's code runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
