import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRefused } from './payment-provider';

export const SIGNATURE_HEADER = 'x-payment-signature';
/** A signature older or newer than this is refused: a captured webhook cannot be replayed later. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` */
export function signWebhook(secret: string, body: string, nowSeconds: number): string {
  return `t=${nowSeconds},v1=${hmac(secret, nowSeconds, body)}`;
}

/** Throws WebhookRefused unless the header signs this very body with the secret, recently. */
export function verifyWebhookSignature(secret: string, header: unknown, body: string, nowSeconds: number): void {
  const match = typeof header === 'string' ? /^t=(\d{1,12}),v1=([a-f0-9]{64})$/.exec(header) : null;
  if (!match) throw new WebhookRefused('bad_signature', `The ${SIGNATURE_HEADER} header is missing or malformed`);
  const timestamp = Number(match[1]);
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(match[2] ?? '', 'hex'))) {
    throw new WebhookRefused('bad_signature', 'The signature does not match the body');
  }
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookRefused('stale', `The signature is more than ${SIGNATURE_TOLERANCE_SECONDS} s away from now`);
  }
}
