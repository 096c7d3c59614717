import { useCallback, useState } from 'react';
import { registrationErrorKey } from './error-key';

/** A form's call in flight and the dictionary key of its failure; one call at a time. */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const run = useCallback(async <T>(call: () => Promise<T>): Promise<T | null> => {
    setBusy(true);
    setErrorKey(null);
    try {
      return await call();
    } catch (error) {
      setErrorKey(registrationErrorKey(error));
      return null;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, errorKey, setErrorKey, run };
}
