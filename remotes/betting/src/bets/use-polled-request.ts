import { useCallback, useEffect, useRef, useState } from 'react';

/** Polling stops this long after the page is hidden and resumes with a refresh on return (site §4). */
export const HIDDEN_PAUSE_MS = 30_000;

export interface PolledRequest<T> {
  /** The last answer; kept while a refresh is under way or fails. */
  value: T | null;
  /** The error of the last attempt, null once one succeeds. */
  error: unknown;
  isLoading: boolean;
  refresh(): void;
}

/**
 * Runs `load` after mount and again every `intervalMs` (never when null); a new `key` loads again at once.
 * Runs only in the browser: the server's markup shows the loading state.
 */
export function usePolledRequest<T>(
  load: (signal: AbortSignal) => Promise<T>,
  intervalMs: number | null,
  key = '',
): PolledRequest<T> {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [isLoading, setIsLoading] = useState(true);
  const loadRef = useRef(load);
  const runRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    let stopped = false;
    let paused = false;
    let nextRun: ReturnType<typeof setTimeout> | undefined;
    let pauseTimer: ReturnType<typeof setTimeout> | undefined;
    let inFlight: AbortController | undefined;

    const schedule = () => {
      clearTimeout(nextRun);
      if (intervalMs !== null && !stopped && !paused) nextRun = setTimeout(() => void run(), intervalMs);
    };

    const run = async () => {
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      setIsLoading(true);
      try {
        const answer = await loadRef.current(controller.signal);
        if (!controller.signal.aborted) {
          setValue(answer);
          setError(null);
        }
      } catch (failure) {
        if (!controller.signal.aborted) setError(failure);
      }
      if (inFlight === controller) {
        inFlight = undefined;
        setIsLoading(false);
        schedule();
      }
    };

    const onVisibilityChange = () => {
      clearTimeout(pauseTimer);
      if (document.hidden) {
        pauseTimer = setTimeout(() => {
          paused = true;
          clearTimeout(nextRun);
        }, HIDDEN_PAUSE_MS);
      } else if (paused) {
        paused = false;
        void run();
      }
    };

    runRef.current = () => void run();
    document.addEventListener('visibilitychange', onVisibilityChange);
    void run();
    return () => {
      stopped = true;
      clearTimeout(nextRun);
      clearTimeout(pauseTimer);
      inFlight?.abort();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [intervalMs, key]);

  const refresh = useCallback(() => runRef.current(), []);
  return { value, error, isLoading, refresh };
}
