import type { TokenPayload } from '@betfront/contract';
import { tokenPayloadSchema } from '@betfront/contract';
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TOKEN_LIFETIME_SECONDS = 5 * 60;

const signature = (encodedPayload: string, secret: string) =>
  createHmac('sha256', secret).update(encodedPayload).digest('base64url');

/** `base64url(JSON {sub, exp}).base64url(HMAC-SHA256)`; exp in Unix seconds. */
export function signToken(userId: number, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const payload: TokenPayload = { sub: userId, exp: nowSeconds + TOKEN_LIFETIME_SECONDS };
  const encodedPayload = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encodedPayload}.${signature(encodedPayload, secret)}`;
}

/** The payload of a token that is present, signed with the secret, carries an expiry and has not expired; else null. */
export function verifyToken(
  token: string | null | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): TokenPayload | null {
  if (!token) return null;
  const [encodedPayload, givenSignature, ...rest] = token.split('.');
  if (!encodedPayload || !givenSignature || rest.length > 0) return null;
  const expected = Buffer.from(signature(encodedPayload, secret));
  const given = Buffer.from(givenSignature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = tokenPayloadSchema.safeParse(JSON.parse(Buffer.from(encodedPayload, 'base64url').toString('utf8')));
    return parsed.success && parsed.data.exp > nowSeconds ? parsed.data : null;
  } catch {
    return null;
  }
}
