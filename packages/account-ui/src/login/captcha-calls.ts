import { browserApi } from '@betfront/api-client';
import type { CaptchaChallenge } from '@betfront/contract/auth';
import { captchaChallengeSchema, captchaTimeAnswerSchema } from '@betfront/contract/auth';

export const newCaptcha = (): Promise<CaptchaChallenge> =>
  browserApi().request(captchaChallengeSchema, { method: 'GET', path: '/web-api/captcha/update', auth: false });

export const captchaSecondsLeft = async (captchaId: string): Promise<number> =>
  (
    await browserApi().request(captchaTimeAnswerSchema, {
      method: 'GET',
      path: '/web-api/captcha/gettime',
      query: { captchaId },
      auth: false,
    })
  ).time;
