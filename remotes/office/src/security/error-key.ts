import { isApiError } from '@betfront/api-client';
import { safeParse } from 'zod/mini';
import type { core } from 'zod/mini';

/** Platform error codes the security pages explain in their own words. */
const EXPLAINED_CODES = new Set([
  'wrong_password',
  'login_taken',
  'invalid_code',
  'code_expired',
  'code_rate_limited',
  'phone_taken',
  'phone_same',
  'phone_confirmed',
  'no_phone',
  'email_taken',
  'email_same',
  'email_confirmed',
  'no_email',
  'email_not_confirmed',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_not_set_up',
  'too_many_attempts',
  'unauthorized',
  'session_current',
  'session_not_found',
]);

/** The dictionary key that explains a failed call. */
export function errorKeyOf(error: unknown): string {
  if (isApiError(error) && error.code !== undefined && EXPLAINED_CODES.has(error.code)) {
    return `security.error.${error.code}`;
  }
  return 'security.error.generic';
}

/** The dictionary key of the first problem the contract schema finds in a form's values, or null. */
export function invalidInputKey<S extends core.$ZodType>(schema: S, value: unknown): string | null {
  const result = safeParse(schema, value);
  if (result.success) return null;
  const message = result.error.issues[0]?.message ?? '';
  return message.startsWith('security.') ? message : 'security.error.required';
}
