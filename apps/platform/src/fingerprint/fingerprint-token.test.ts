import { describe, expect, it } from 'vitest';
import { signToken } from '../session/token';
import { FINGERPRINT_LIFETIME_SECONDS, signFingerprint, verifyFingerprint, visitorIdOf } from './fingerprint-token';

const SECRET = 'fingerprint-test-secret-0123456789abcdef';
const NOW = 1_700_000_000;

describe('fingerprint tokens', () => {
  it('accepts a token it signed until the lifetime has passed', () => {
    const { token, expiresAtSeconds } = signFingerprint('device-1', SECRET, NOW);
    expect(expiresAtSeconds).toBe(NOW + FINGERPRINT_LIFETIME_SECONDS);
    expect(verifyFingerprint(token, SECRET, NOW + FINGERPRINT_LIFETIME_SECONDS - 1)).toEqual({
      vid: 'device-1',
      exp: expiresAtSeconds,
    });
    expect(verifyFingerprint(token, SECRET, NOW + FINGERPRINT_LIFETIME_SECONDS)).toBeNull();
  });

  it('rejects a forged, foreign, malformed or truncated token', () => {
    const { token } = signFingerprint('device-1', SECRET, NOW);
    const [payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ vid: 'device-2', exp: NOW + 999_999 })).toString('base64url');
    expect(verifyFingerprint(`${forgedPayload}.${signature}`, SECRET, NOW)).toBeNull();
    expect(verifyFingerprint(token, 'another-secret-0123456789abcdefghij', NOW)).toBeNull();
    expect(verifyFingerprint(`${payload}`, SECRET, NOW)).toBeNull();
    expect(verifyFingerprint(`${token}.extra`, SECRET, NOW)).toBeNull();
    expect(verifyFingerprint('', SECRET, NOW)).toBeNull();
  });

  it('never accepts a session token signed with the same secret', () => {
    expect(verifyFingerprint(signToken(7, SECRET, NOW), SECRET, NOW)).toBeNull();
  });
});

describe('visitorIdOf', () => {
  it('is the same for the same components in any order and differs when one changes', () => {
    const id = visitorIdOf({ a: 1, b: 'x', c: null });
    expect(id).toBe(visitorIdOf({ c: null, b: 'x', a: 1 }));
    expect(id).not.toBe(visitorIdOf({ a: 2, b: 'x', c: null }));
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
