import { ApiError } from '@betfront/api-client';
import { describe, expect, it } from 'vitest';
import { isWrongSecret, loginErrorKey } from './login-error-key';

const apiError = (status: ApiError['status'], code?: string, exceptionCode?: number) =>
  new ApiError({ status, message: 'x', ...(code ? { code } : {}), ...(exceptionCode ? { exceptionCode } : {}) });

describe('loginErrorKey', () => {
  it('names the message of each platform refusal', () => {
    expect(loginErrorKey(apiError(401, 'invalid_credentials'))).toBe('login.error.credentials');
    expect(loginErrorKey(apiError(429, 'too_many_attempts'))).toBe('login.error.too_many');
    expect(loginErrorKey(apiError(429, 'sms_rate_limited'))).toBe('login.error.sms_too_soon');
    expect(loginErrorKey(apiError(401, 'two_step_expired'))).toBe('login.error.two_step_expired');
    expect(loginErrorKey(apiError(400, 'captcha_wrong', 111))).toBe('login.error.captcha');
    expect(loginErrorKey(apiError('network-error'))).toBe('login.error.network');
    expect(loginErrorKey(apiError(500, 'internal'))).toBe('login.error.generic');
    expect(loginErrorKey(new Error('boom'))).toBe('login.error.generic');
  });

  it('lets a form name its own message for a code', () => {
    const overrides = { invalid_code: 'login.error.sms_code' };
    expect(loginErrorKey(apiError(401, 'invalid_code'), overrides)).toBe('login.error.sms_code');
  });

  it('counts only wrong passwords and codes as failed attempts', () => {
    expect(isWrongSecret(apiError(401, 'invalid_credentials'))).toBe(true);
    expect(isWrongSecret(apiError(401, 'invalid_code'))).toBe(true);
    expect(isWrongSecret(apiError(429, 'too_many_attempts'))).toBe(false);
    expect(isWrongSecret(apiError('network-error'))).toBe(false);
  });
});
