import { createHmac, timingSafeEqual } from 'node:crypto';

export const WALLET_SIGNATURE_HEADER = 'x-casino-signature';
export const WALLET_PROVIDER_HEADER = 'x-casino-provider';
/** A signature further than this from now is refused: a captured call cannot be replayed later. */
export const WALLET_SIGNATURE_TOLERANCE_SECONDS = 60;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` */
export function signWalletCall(secret: string, body: string, nowSeconds: number): string {
  return `t=${nowSeconds},v1=${hmac(secret, nowSeconds, body)}`;
}

export type SignatureProblem = 'bad_signature' | 'stale_signature';

/** What is wrong with the header as a signature of this very body, recently; null when it is good. */
export function walletSignatureProblem(
  secret: string,
  header: unknown,
  body: string,
  nowSeconds: number,
): SignatureProblem | null {
  const match = typeof header === 'string' ? /^t=(\d{1,12}),v1=([a-f0-9]{64})$/.exec(header) : null;
  if (!match) return 'bad_signature';
  const timestamp = Number(match[1]);
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(match[2] ?? '', 'hex'))) return 'bad_signature';
  if (Math.abs(nowSeconds - timestamp) > WALLET_SIGNATURE_TOLERANCE_SECONDS) return 'stale_signature';
  return null;
}
