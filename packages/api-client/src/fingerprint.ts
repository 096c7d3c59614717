import { z } from 'zod/mini';

/** The header every request carries the device fingerprint token in, once the site has one. */
export const FINGERPRINT_HEADER = 'x-fingerprint';

/** What the platform's fingerprint script resolves: the signed token, its expiry (ms) and the device id. */
export const fingerprintSchema = z.object({
  token: z.string().check(z.minLength(1)),
  expiresAt: z.int(),
  data: z.object({ visitorId: z.string() }),
});
export type Fingerprint = z.infer<typeof fingerprintSchema>;

/** A fingerprint is valid when its token exists and its expiry is still ahead of `nowMs`. */
export function isFingerprintValid(fingerprint: Fingerprint | null | undefined, nowMs: number): boolean {
  return Boolean(fingerprint?.token) && (fingerprint?.expiresAt ?? 0) > nowMs;
}
