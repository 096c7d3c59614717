import { isApiError } from '@betfront/api-client';
import { transferRateLimitedSchema } from '@betfront/contract/user-transfer';

/** The refusals of the transfer calls the dialog names; anything else reads as the generic failure. */
const NAMED_CODES = new Set([
  'captcha_invalid',
  'code_rate_limited',
  'code_invalid',
  'token_invalid',
  'partner_not_found',
  'phone_taken',
  'login_taken',
  'invalid_request',
]);

/** The dictionary key of a failed transfer call's message. */
export function transferErrorKey(error: unknown): string {
  if (isApiError(error) && error.code !== undefined && NAMED_CODES.has(error.code)) {
    return `transfer.error.${error.code}`;
  }
  return 'transfer.error.generic';
}

/** The seconds a refused send-code asks to wait, or null when the refusal is not the rate limit. */
export function retryAfterOf(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 'code_rate_limited') return null;
  const details = error.details(transferRateLimitedSchema);
  return details ? Number(details.retry_after) : null;
}
