import { useCallback, useState } from 'react';

export interface FormCall {
  pending: boolean;
  /** The dictionary key of the last failure, cleared by the next call. */
  errorKey: string | null;
  setErrorKey(key: string | null): void;
  run<T>(call: () => Promise<T>): Promise<T | null>;
}

/** A form's call to the platform: whether it is running, and the key of the text explaining its failure. */
export function useFormCall(errorKeyOf: (error: unknown) => string): FormCall {
  const [pending, setPending] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const run = useCallback(
    async <T>(call: () => Promise<T>): Promise<T | null> => {
      setPending(true);
      setErrorKey(null);
      try {
        return await call();
      } catch (error) {
        setErrorKey(errorKeyOf(error));
        return null;
      } finally {
        setPending(false);
      }
    },
    [errorKeyOf],
  );

  return { pending, errorKey, setErrorKey, run };
}
