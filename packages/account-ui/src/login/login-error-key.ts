import { isApiError, isCaptchaRequired, NETWORK_ERROR_STATUS } from '@betfront/api-client';

/** Dictionary keys of the platform's error codes a login form can meet; a form may name its own. */
const DEFAULT_KEYS: Readonly<Record<string, string>> = {
  invalid_credentials: 'login.error.credentials',
  invalid_code: 'login.error.two_step_code',
  two_step_expired: 'login.error.two_step_expired',
  too_many_attempts: 'login.error.too_many',
  sms_rate_limited: 'login.error.sms_too_soon',
};

/** The dictionary key of the message a failed login call shows. */
export function loginErrorKey(error: unknown, overrides: Readonly<Record<string, string>> = {}): string {
  if (!isApiError(error)) return 'login.error.generic';
  if (error.status === NETWORK_ERROR_STATUS) return 'login.error.network';
  // The captcha was asked for and not solved (cancelled, or answered wrong once more).
  if (isCaptchaRequired(error)) return 'login.error.captcha';
  const code = error.code ?? '';
  return overrides[code] ?? DEFAULT_KEYS[code] ?? 'login.error.generic';
}

/** Failures that count as a wrong guess of the player's secret. */
export function isWrongSecret(error: unknown): boolean {
  return isApiError(error) && (error.code === 'invalid_credentials' || error.code === 'invalid_code');
}
