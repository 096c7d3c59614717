import { useCallback, useState } from 'react';
import { loginErrorKey } from './login-error-key';

export interface LoginCall {
  busy: boolean;
  /** The dictionary key of the last failure, cleared by the next call. */
  errorKey: string | null;
  run<T>(call: () => Promise<T>, codeKeys?: Readonly<Record<string, string>>): Promise<T | null>;
  setErrorKey(key: string | null): void;
}

/** Runs a form's call with a busy flag, turning a failure into its message key and telling `onFailure`. */
export function useLoginCall(onFailure: (error: unknown) => void): LoginCall {
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const run = useCallback(
    async <T>(call: () => Promise<T>, codeKeys?: Readonly<Record<string, string>>): Promise<T | null> => {
      setBusy(true);
      setErrorKey(null);
      try {
        return await call();
      } catch (error) {
        setErrorKey(loginErrorKey(error, codeKeys));
        onFailure(error);
        return null;
      } finally {
        setBusy(false);
      }
    },
    [onFailure],
  );
  return { busy, errorKey, run, setErrorKey };
}
