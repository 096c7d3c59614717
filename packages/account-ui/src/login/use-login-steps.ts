import { track } from '@betfront/remote-kit';
import { useCallback, useEffect, useRef } from 'react';

type Place = 'popup' | 'page';
type Step = 'code' | 'success' | 'failure';

/**
 * Records the steps of a login for analytics: the form opened, asked for the two-step code, failed, succeeded,
 * and the visitor leaving it without logging in.
 */
export function useLoginSteps(place: Place): (step: Step) => void {
  const succeeded = useRef(false);
  useEffect(() => {
    track({ name: 'login_step', step: 'open', place });
    return () => {
      if (!succeeded.current) track({ name: 'login_step', step: 'exit', place });
    };
  }, [place]);
  return useCallback(
    (step: Step) => {
      if (step === 'success') succeeded.current = true;
      track({ name: 'login_step', step, place });
    },
    [place],
  );
}
