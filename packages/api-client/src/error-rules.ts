import type { ApiError } from './api-error';

/** exception_code values of a 400 answer that ask for a captcha. */
export const CAPTCHA_EXCEPTION_CODES: readonly number[] = [100, 111, 112, 113];
/** exception_code of a 400 answer whose browser fingerprint is missing or stale. */
export const FINGERPRINT_ERROR_CODE = 120;
/** exception_code of a 451 answer: the player has to confirm changed terms. */
export const TERMS_EXCEPTION_CODE = 1;
/** How many times one request may refresh the fingerprint and try again. */
export const FINGERPRINT_RETRY_LIMIT = 2;
/** How many times one request may answer a captcha and try again. */
export const CAPTCHA_RETRY_LIMIT = 1;
/** Header carrying the captcha answer on the retried request. */
export const CAPTCHA_HEADER = 'x-captcha';

export function isUnauthorized(error: ApiError): boolean {
  return error.status === 401;
}

export function isCaptchaRequired(error: ApiError): boolean {
  return (
    error.status === 400 && error.exceptionCode !== undefined && CAPTCHA_EXCEPTION_CODES.includes(error.exceptionCode)
  );
}

export function isFingerprintError(error: ApiError): boolean {
  return error.status === 400 && error.exceptionCode === FINGERPRINT_ERROR_CODE;
}

export function isTermsRequired(error: ApiError): boolean {
  return error.status === 451 && error.exceptionCode === TERMS_EXCEPTION_CODE;
}
