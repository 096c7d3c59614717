import type { Translate } from '@betfront/remote-kit';
import { CaptchaDialog } from './captcha-dialog';
import { useCaptchaPrompt } from './use-captcha-prompt';

/** The captcha dialog of a login form: shown while a call of the form waits for the player's answer. */
export function CaptchaHost({ t }: { t: Translate }) {
  const { pending, settle } = useCaptchaPrompt();
  if (!pending) return null;
  return <CaptchaDialog t={t} exceptionCode={pending.exceptionCode} onAnswer={settle} onCancel={() => settle(null)} />;
}
