import { useEffect, useState } from 'react';
import type { WindowedRows } from './windowed-rows';

/**
 * The windowed list, once a long list is in the browser and its code has loaded: until then (on the server, in
 * hydration) the list draws every row, and a page of short lists (the home page) never loads the code.
 */
export function useWindowedRows(long: boolean): typeof WindowedRows | null {
  const [loaded, setLoaded] = useState<typeof WindowedRows | null>(null);
  useEffect(() => {
    if (!long) return;
    let active = true;
    void import('./windowed-rows').then((module) => {
      if (active) setLoaded(() => module.WindowedRows);
    });
    return () => {
      active = false;
    };
  }, [long]);
  return loaded;
}
