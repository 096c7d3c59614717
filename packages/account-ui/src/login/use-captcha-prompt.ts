import { registerCaptchaPrompt } from '@betfront/api-client';
import { useCallback, useEffect, useState } from 'react';

export interface PendingCaptcha {
  exceptionCode: number;
  resolve(header: string | null): void;
}

/**
 * Registers a captcha prompt with the API client while mounted: a call the platform answers with a captcha
 * code waits until `settle` gives the player's answer (or null), then is sent again with it.
 */
export function useCaptchaPrompt(): { pending: PendingCaptcha | null; settle(header: string | null): void } {
  const [pending, setPending] = useState<PendingCaptcha | null>(null);

  useEffect(
    () =>
      registerCaptchaPrompt(
        (exceptionCode) =>
          new Promise<string | null>((resolve) => {
            setPending((previous) => {
              previous?.resolve(null);
              return { exceptionCode, resolve };
            });
          }),
      ),
    [],
  );

  useEffect(() => () => pending?.resolve(null), [pending]);

  const settle = useCallback(
    (header: string | null) => {
      pending?.resolve(header);
      setPending(null);
    },
    [pending],
  );
  return { pending, settle };
}
