import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * `purpose` is put before the payload in the MAC input, so a token made for one purpose never passes for another.
 * The session token has none.
 */
const signature = (encodedPayload: string, secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`${purpose}${encodedPayload}`).digest('base64url');

/** `base64url(JSON payload).base64url(HMAC-SHA256)`. */
export function signPayload<T extends { exp: number }>(payload: T, secret: string, purpose = ''): string {
  const encodedPayload = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encodedPayload}.${signature(encodedPayload, secret, purpose)}`;
}

/**
 * The payload of a token signed with the secret for the purpose, if the schema reads it
 * and its exp (Unix seconds) is still ahead; else null.
 */
export function verifySignedPayload<T extends { exp: number }>(
  token: string,
  secret: string,
  schema: z.core.$ZodType<T>,
  nowSeconds: number,
  purpose = '',
): T | null {
  const [encodedPayload, givenSignature, ...rest] = token.split('.');
  if (!encodedPayload || !givenSignature || rest.length > 0) return null;
  const expected = Buffer.from(signature(encodedPayload, secret, purpose));
  const given = Buffer.from(givenSignature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = z.safeParse(schema, JSON.parse(Buffer.from(encodedPayload, 'base64url').toString('utf8')));
    return parsed.success && parsed.data.exp > nowSeconds ? parsed.data : null;
  } catch {
    return null;
  }
}
