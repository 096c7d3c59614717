import { HttpError } from '../http/http-error';

export const RESEND_SECONDS = 60;
export const SENDS_PER_HOUR = 5;
export const SENDS_PER_HOUR_FROM_ONE_IP = 20;
export const HOUR_SECONDS = 60 * 60;
/** Wrong codes a code survives; after that a new one must be asked for. */
export const CODE_ATTEMPTS = 5;

function refuse(retryAfter: number): never {
  throw new HttpError(429, 'too_many_codes', `Too many codes asked for, try again in ${Math.max(1, retryAfter)} s`);
}

/**
 * Refuses another code or letter to one address within a minute of the last or past five in an hour, and more
 * than twenty in an hour from one IP. Ages are seconds since each earlier send, newest first.
 */
export function assertMaySend(addressAges: readonly number[], ipAges: readonly number[]): void {
  const newest = addressAges[0];
  if (newest !== undefined && newest < RESEND_SECONDS) refuse(RESEND_SECONDS - newest);
  const oldest = addressAges[addressAges.length - 1];
  if (addressAges.length >= SENDS_PER_HOUR && oldest !== undefined) refuse(HOUR_SECONDS - oldest);
  const oldestFromIp = ipAges[ipAges.length - 1];
  if (ipAges.length >= SENDS_PER_HOUR_FROM_ONE_IP && oldestFromIp !== undefined) refuse(HOUR_SECONDS - oldestFromIp);
}
