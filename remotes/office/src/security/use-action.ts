import { useCallback, useState } from 'react';
import { errorKeyOf } from './error-key';

/** A form's call to the platform: whether it is running, and the key of the text explaining its failure. */
export function useAction() {
  const [pending, setPending] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const run = useCallback(async <T>(call: () => Promise<T>): Promise<T | null> => {
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
  }, []);

  return { pending, errorKey, setErrorKey, run };
}
