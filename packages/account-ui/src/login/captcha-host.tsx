import { setCaptchaPrompt } from '@betfront/api-client';
import type { Translate } from '@betfront/remote-kit';
import { useEffect, useState } from 'react';
import { CaptchaDialog } from './captcha-dialog';

interface PendingCaptcha {
  exceptionCode: number;
  resolve(header: string | null): void;
}

/**
 * Registers the captcha dialog with the API client while mounted: a call the platform answers with a
 * captcha code waits for the player's answer here, then is sent again with it.
 */
export function CaptchaHost({ t }: { t: Translate }) {
  const [pending, setPending] = useState<PendingCaptcha | null>(null);

  useEffect(() => {
    setCaptchaPrompt(
      (exceptionCode) =>
        new Promise<string | null>((resolve) => {
          setPending((previous) => {
            previous?.resolve(null);
            return { exceptionCode, resolve };
          });
        }),
    );
    return () => setCaptchaPrompt(null);
  }, []);

  useEffect(() => () => pending?.resolve(null), [pending]);

  if (!pending) return null;
  const settle = (header: string | null) => {
    pending.resolve(header);
    setPending(null);
  };
  return (
    <CaptchaDialog
      t={t}
      exceptionCode={pending.exceptionCode}
      onAnswer={(header) => settle(header)}
      onCancel={() => settle(null)}
    />
  );
}
