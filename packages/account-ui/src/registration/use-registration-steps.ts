import type { RegistrationType } from '@betfront/contract/registration';
import { track } from '@betfront/remote-kit';
import { useCallback, useEffect, useRef } from 'react';

type Place = 'popup' | 'sidebar' | 'page';
type Step = 'code' | 'approve' | 'save' | 'success';

/**
 * Records the steps of a registration for analytics: the form opened, a code sent, the account approved, the
 * credentials kept, the player going on, and the visitor leaving before that.
 */
export function useRegistrationSteps(place: Place, type: RegistrationType): (step: Step) => void {
  const succeeded = useRef(false);
  const shownType = useRef(type);
  useEffect(() => {
    shownType.current = type;
  }, [type]);
  useEffect(() => {
    track({ name: 'registration_step', step: 'open', place, type: shownType.current });
    return () => {
      if (!succeeded.current) track({ name: 'registration_step', step: 'exit', place, type: shownType.current });
    };
  }, [place]);
  return useCallback(
    (step: Step) => {
      if (step === 'success') succeeded.current = true;
      track({ name: 'registration_step', step, place, type: shownType.current });
    },
    [place],
  );
}
