import { isApiError } from '@betfront/api-client';
import { safeParse } from 'zod/mini';
import type { core } from 'zod/mini';

const EXPLAINED_CODES = new Set(['invalid_code', 'recovery_expired', 'code_rate_limited']);

/** The dictionary key that explains a failed recovery call. */
export function recoveryErrorKey(error: unknown): string {
  if (isApiError(error) && error.code !== undefined && EXPLAINED_CODES.has(error.code)) {
    return `security.error.${error.code}`;
  }
  return 'security.error.generic';
}

/** The dictionary key of the first problem the contract schema finds in the values, or null. */
export function recoveryInputKey<S extends core.$ZodType>(schema: S, value: unknown): string | null {
  const result = safeParse(schema, value);
  if (result.success) return null;
  const message = result.error.issues[0]?.message ?? '';
  return message.startsWith('security.') ? message : 'security.error.required';
}
