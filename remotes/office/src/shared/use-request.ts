import { useEffect, useRef, useState } from 'react';

export interface RequestState<T> {
  value: T | null;
  error: unknown;
  isLoading: boolean;
  retry(): void;
}

/** Runs `load` after mount and again whenever `key` changes or `retry` is called; the last answer stays shown meanwhile. */
export function useRequest<T>(load: (signal: AbortSignal) => Promise<T>, key: string): RequestState<T> {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);

  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setValue(answer);
        setError(null);
        setIsLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure);
        setIsLoading(false);
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  return { value, error, isLoading, retry: () => setAttempt((count) => count + 1) };
}
