import { describe, expect, it } from 'vitest';
import { isFingerprintValid } from './fingerprint';

const NOW = 1_700_000_000_000;
const data = { visitorId: 'device' };

describe('isFingerprintValid', () => {
  it('accepts a token whose expiry is ahead', () => {
    expect(isFingerprintValid({ token: 'signed', expiresAt: NOW + 1, data }, NOW)).toBe(true);
  });

  it('rejects a missing fingerprint, an empty token and an expiry that has come', () => {
    expect(isFingerprintValid(null, NOW)).toBe(false);
    expect(isFingerprintValid(undefined, NOW)).toBe(false);
    expect(isFingerprintValid({ token: '', expiresAt: NOW + 1000, data }, NOW)).toBe(false);
    expect(isFingerprintValid({ token: 'signed', expiresAt: NOW, data }, NOW)).toBe(false);
  });
});
