import { useCallback, useState } from 'react';
import { recoveryErrorKey } from './recovery-error';

/** A recovery step's call: whether it runs, and the key of the text explaining a failure. */
export function useRecoveryCall() {
  const [pending, setPending] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const run = useCallback(async <T>(call: () => Promise<T>): Promise<T | null> => {
    setPending(true);
    setErrorKey(null);
    try {
      return await call();
    } catch (error) {
      setErrorKey(recoveryErrorKey(error));
      return null;
    } finally {
      setPending(false);
    }
  }, []);

  return { pending, errorKey, setErrorKey, run };
}
