import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** Six random digits, as sent by SMS or e-mail. */
export function randomSixDigitCode(): string {
  return String(randomInt(1_000_000)).padStart(6, '0');
}

/** The code hashed with a salt that ties it to one request, so stored hashes cannot be matched across rows. */
export function hashOneTimeCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('base64url');
}

export function oneTimeCodeMatches(salt: string, code: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'base64url');
  const actual = Buffer.from(hashOneTimeCode(salt, code), 'base64url');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
