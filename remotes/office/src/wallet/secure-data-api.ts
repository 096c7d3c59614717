import { browserApi, isApiError } from '@betfront/api-client';
import { secureDataAnswerSchema, secureGrantAnswerSchema } from '@betfront/contract/secure-data';
import type { SecureDataAnswer, SecureGrantBody } from '@betfront/contract/secure-data';

/** The secure data with the seconds its grant still lasts, or null while the session holds no grant for it. */
export async function fetchSecureData(): Promise<SecureDataAnswer | null> {
  try {
    return await browserApi().request(secureDataAnswerSchema, { method: 'GET', path: '/web-api/user/secure-data' });
  } catch (error) {
    if (isApiError(error) && error.code === 'secure_grant_required') return null;
    throw error;
  }
}

export const openSecureGrant = (body: SecureGrantBody) =>
  browserApi().request(secureGrantAnswerSchema, { method: 'POST', path: '/web-api/user/secure-data/grant', body });

const EXPLAINED = new Set([
  'wrong_password',
  'invalid_code',
  'too_many_attempts',
  'two_step_code_required',
  'password_required',
  'secure_grant_required',
]);

/** The dictionary key that explains a refused confirmation. */
export function secureErrorKeyOf(error: unknown): string {
  return isApiError(error) && error.code !== undefined && EXPLAINED.has(error.code)
    ? `secure-data.error.${error.code}`
    : 'secure-data.error.generic';
}
