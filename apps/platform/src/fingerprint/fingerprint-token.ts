import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** How long a device fingerprint token is accepted after it was issued. */
export const FINGERPRINT_LIFETIME_SECONDS = 24 * 60 * 60;

const payloadSchema = z.object({ vid: z.string().min(1), exp: z.number().int() });
type FingerprintPayload = z.infer<typeof payloadSchema>;

// A separate purpose in the MAC input keeps a fingerprint token from ever passing as a session token.
const signature = (encodedPayload: string, secret: string) =>
  createHmac('sha256', secret).update(`fingerprint.${encodedPayload}`).digest('base64url');

/** A stable id of the device components: the same components give the same id, in any key order. */
export function visitorIdOf(components: Readonly<Record<string, unknown>>): string {
  const canonical = JSON.stringify(Object.entries(components).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 22);
}

/** `base64url(JSON {vid, exp}).base64url(HMAC-SHA256)`; exp in Unix seconds. */
export function signFingerprint(
  visitorId: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): { token: string; expiresAtSeconds: number } {
  const payload: FingerprintPayload = { vid: visitorId, exp: nowSeconds + FINGERPRINT_LIFETIME_SECONDS };
  const encodedPayload = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { token: `${encodedPayload}.${signature(encodedPayload, secret)}`, expiresAtSeconds: payload.exp };
}

/** The payload of a fingerprint token signed with the secret whose expiry is still ahead; else null. */
export function verifyFingerprint(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): FingerprintPayload | null {
  const [encodedPayload, givenSignature, ...rest] = token.split('.');
  if (!encodedPayload || !givenSignature || rest.length > 0) return null;
  const expected = Buffer.from(signature(encodedPayload, secret));
  const given = Buffer.from(givenSignature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(encodedPayload, 'base64url').toString('utf8')));
    return parsed.success && parsed.data.exp > nowSeconds ? parsed.data : null;
  } catch {
    return null;
  }
}
