import type { TokenPayload } from '@betfront/contract';
import { tokenPayloadSchema } from '@betfront/contract';
import { signPayload, verifySignedPayload } from './signed-payload';

export const TOKEN_LIFETIME_SECONDS = 5 * 60;

/** `base64url(JSON {sub, exp}).base64url(HMAC-SHA256)`; exp in Unix seconds. */
export function signToken(userId: number, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const payload: TokenPayload = { sub: userId, exp: nowSeconds + TOKEN_LIFETIME_SECONDS };
  return signPayload(payload, secret);
}

/** The payload of a token that is present, signed with the secret, carries an expiry and has not expired; else null. */
export function verifyToken(
  token: string | null | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): TokenPayload | null {
  if (!token) return null;
  return verifySignedPayload(token, secret, tokenPayloadSchema, nowSeconds);
}
