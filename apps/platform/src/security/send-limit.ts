import { AuthRefusal } from '../auth/auth-refusal';

export const RESEND_SECONDS = 60;
export const SENDS_PER_HOUR = 5;
export const HOUR_SECONDS = 60 * 60;

/**
 * Refuses with 429 and Retry-After when a code was sent less than a minute ago, or five within the hour.
 * `ages` are the seconds since each send inside the last hour, newest first.
 */
export function enforceSendLimit(ages: readonly number[]): void {
  const newest = ages[0];
  const oldest = ages[ages.length - 1];
  let retryAfter = 0;
  if (newest !== undefined && newest < RESEND_SECONDS) retryAfter = RESEND_SECONDS - newest;
  else if (ages.length >= SENDS_PER_HOUR && oldest !== undefined) retryAfter = HOUR_SECONDS - oldest;
  if (retryAfter === 0) return;
  throw new AuthRefusal(429, 'code_rate_limited', 'Too many codes asked for, try again later', undefined, {
    'retry-after': String(Math.max(1, retryAfter)),
  });
}
