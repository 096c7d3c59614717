import { tokenPayloadSchema } from './session';
import type { TokenPayload } from './session';

function decodeBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** Reads the payload of a `payload.signature` token without checking the signature (only the platform can). */
export function decodeTokenPayload(token: string | null | undefined): TokenPayload | null {
  const encodedPayload = token?.split('.')[0];
  if (!encodedPayload) return null;
  const json = decodeBase64Url(encodedPayload);
  if (json === null) return null;
  try {
    const parsed = tokenPayloadSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A token is fresh while it is present, carries an expiry and that expiry (seconds) lies in the future. */
export function isTokenFresh(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  const payload = decodeTokenPayload(token);
  return payload !== null && payload.exp * 1000 > nowMs;
}
