import { Secret, TOTP } from 'otpauth';

const ISSUER = 'betfront';
const SECRET_BYTES = 20;
/** Codes of the neighbouring 30-second steps are accepted too, for clocks that drift. */
const DRIFT_STEPS = 1;

const totpOf = (secret: string, label = '') => new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret) });

/** A new random secret in base32, as authenticators take it by hand. */
export function createTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The `otpauth://totp/…` URL an authenticator reads from the QR code. */
export function totpUrl(secret: string, accountLabel: string): string {
  return totpOf(secret, accountLabel).toString();
}

/** The time step (30-second period number) the code belongs to, or null when it matches none near now. */
export function matchTotpStep(secret: string, code: string, timestamp = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp, window: DRIFT_STEPS });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/** The code an authenticator shows at a moment; for tests and demos. */
export function totpCodeAt(secret: string, timestamp: number): string {
  return totpOf(secret).generate({ timestamp });
}
