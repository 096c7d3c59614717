import { ApiError } from '@betfront/api-client';
import { describe, expect, it } from 'vitest';
import { retryAfterOf, transferErrorKey } from './transfer-errors';

const refusal = (status: number, code: string, fields: Record<string, unknown> = {}) =>
  new ApiError({ status, message: code, code, fields: { code, message: code, ...fields } });

describe('the refusals of the transfer calls', () => {
  it('names every refusal the platform gives, and the rest as a generic failure', () => {
    expect(transferErrorKey(refusal(400, 'captcha_invalid'))).toBe('transfer.error.captcha_invalid');
    expect(transferErrorKey(refusal(400, 'code_invalid'))).toBe('transfer.error.code_invalid');
    expect(transferErrorKey(refusal(404, 'partner_not_found'))).toBe('transfer.error.partner_not_found');
    expect(transferErrorKey(refusal(429, 'code_rate_limited'))).toBe('transfer.error.code_rate_limited');
    expect(transferErrorKey(refusal(500, 'internal'))).toBe('transfer.error.generic');
    expect(transferErrorKey(new Error('offline'))).toBe('transfer.error.generic');
  });

  it('reads the seconds to wait from the rate limit only', () => {
    expect(retryAfterOf(refusal(429, 'code_rate_limited', { retry_after: '42' }))).toBe(42);
    expect(retryAfterOf(refusal(429, 'code_rate_limited'))).toBeNull();
    expect(retryAfterOf(refusal(400, 'code_invalid', { retry_after: '42' }))).toBeNull();
  });
});
