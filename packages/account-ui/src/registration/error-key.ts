import { isApiError } from '@betfront/api-client';

const KNOWN_CODES = new Set([
  'registration_closed',
  'email_taken',
  'phone_taken',
  'wrong_code',
  'activation_failed',
  'invalid_phone',
  'unknown_dialling_code',
  'too_many_codes',
  'rate_limited',
  'wrong_password',
  'invalid_request',
]);

/** The dictionary key of a failed registration call's message. */
export function registrationErrorKey(error: unknown): string {
  if (isApiError(error) && error.code !== undefined && KNOWN_CODES.has(error.code)) {
    return `registration.error.${error.code}`;
  }
  return 'registration.error.generic';
}
