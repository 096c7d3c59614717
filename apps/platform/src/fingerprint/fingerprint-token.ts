import { createHash } from 'node:crypto';
import { z } from 'zod';
import { signPayload, verifySignedPayload } from '../session/signed-payload';

/** How long a device fingerprint token is accepted after it was issued. */
export const FINGERPRINT_LIFETIME_SECONDS = 24 * 60 * 60;

const payloadSchema = z.object({ vid: z.string().min(1), exp: z.number().int() });
type FingerprintPayload = z.infer<typeof payloadSchema>;

// A separate purpose in the MAC input keeps a fingerprint token from ever passing as a session token.
const PURPOSE = 'fingerprint.';

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
  return { token: signPayload(payload, secret, PURPOSE), expiresAtSeconds: payload.exp };
}

/** The payload of a fingerprint token signed with the secret whose expiry is still ahead; else null. */
export function verifyFingerprint(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): FingerprintPayload | null {
  return verifySignedPayload(token, secret, payloadSchema, nowSeconds, PURPOSE);
}
