import { useCallback, useEffect, useRef, useState } from 'react';
import { watchLongHidden } from './long-hidden';

export interface PollingOptions<T> {
  /** The wait from the end of one load to the start of the next. */
  intervalMs: number;
  /**
   * The server's answer, shown until a load answers. Given (even as null), the first load waits one interval,
   * since that answer is fresh; left out, the first load runs at once.
   */
  initial?: T | null;
  /** Tells an answer equal to the value shown, which is then kept as it is, so nothing renders again. */
  isSame?: (shown: T, next: T) => boolean;
}

export interface Polled<T> {
  /** The last answer (or `initial`); kept while a load is under way or fails. */
  value: T | null;
  /** The error of the last load, null once one succeeds. */
  error: unknown;
  isLoading: boolean;
  /** Loads at once, or right after the load under way. */
  refresh(): void;
}

/**
 * Calls `load` every `intervalMs` while mounted. It goes on for 30 s after the page is hidden, then stops until
 * the page shows again, which loads at once (site §"Polling intervals"). Loads never overlap; a failed one is
 * reported in `error` and polling goes on. `load` stands for the inputs (keep it stable with useCallback): a new
 * one starts again at once, and an answer of the previous inputs, or one after unmount, is ignored and aborted.
 * Runs only in the browser: the server's markup shows `initial` or the loading state.
 */
export function usePolling<T>(load: (signal: AbortSignal) => Promise<T>, options: PollingOptions<T>): Polled<T> {
  const { intervalMs, initial } = options;
  const [value, setValue] = useState<T | null>(initial ?? null);
  const [error, setError] = useState<unknown>(null);
  const [isLoading, setIsLoading] = useState(initial === undefined);
  // The server's answer is fresh only for the inputs it was rendered with.
  const loadAnsweredByServer = useRef(initial === undefined ? null : load);
  const isSameRef = useRef(options.isSame);
  const refreshRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    isSameRef.current = options.isSame;
  });

  useEffect(() => {
    let active = true;
    let paused = false;
    let loading: AbortController | undefined;
    let loadAgain = false;
    let nextLoad: ReturnType<typeof setTimeout> | undefined;

    const schedule = () => {
      clearTimeout(nextLoad);
      if (!paused) nextLoad = setTimeout(requestLoad, intervalMs);
    };

    const loadOnce = async (controller: AbortController) => {
      setIsLoading(true);
      try {
        const answer = await load(controller.signal);
        if (!active) return;
        const isSame = isSameRef.current;
        setValue((shown) => (shown !== null && isSame?.(shown, answer) ? shown : answer));
        setError(null);
      } catch (failure) {
        if (!active) return;
        setError(failure);
      }
      loading = undefined;
      setIsLoading(false);
      if (loadAgain) requestLoad();
      else schedule();
    };

    function requestLoad() {
      clearTimeout(nextLoad);
      loadAgain = loading !== undefined;
      if (loading) return;
      loading = new AbortController();
      void loadOnce(loading);
    }

    const stopWatching = watchLongHidden(
      () => {
        paused = true;
        clearTimeout(nextLoad);
      },
      () => {
        paused = false;
        requestLoad();
      },
    );
    refreshRef.current = requestLoad;
    if (load === loadAnsweredByServer.current) schedule();
    else requestLoad();
    return () => {
      active = false;
      clearTimeout(nextLoad);
      loading?.abort();
      stopWatching();
    };
  }, [load, intervalMs]);

  const refresh = useCallback(() => refreshRef.current(), []);
  return { value, error, isLoading, refresh };
}
