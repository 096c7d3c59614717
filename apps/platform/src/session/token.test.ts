import { decodeTokenPayload, isTokenFresh } from '@betfront/contract';
import { describe, expect, it } from 'vitest';
import { signToken, TOKEN_LIFETIME_SECONDS, verifyToken } from './token';

const SECRET = 'a-secret-that-is-long-enough-0123456789';
const NOW = 1_800_000_000;

describe('verifyToken', () => {
  it('accepts a token it signed until it expires', () => {
    const token = signToken(7, SECRET, NOW);
    expect(verifyToken(token, SECRET, NOW)).toEqual({ sub: 7, exp: NOW + TOKEN_LIFETIME_SECONDS });
    expect(verifyToken(token, SECRET, NOW + TOKEN_LIFETIME_SECONDS - 1)).not.toBeNull();
    expect(verifyToken(token, SECRET, NOW + TOKEN_LIFETIME_SECONDS)).toBeNull();
  });

  it('rejects a missing, malformed, forged or foreign token', () => {
    const token = signToken(7, SECRET, NOW);
    const [payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: 8, exp: NOW + 300 })).toString('base64url');
    expect(verifyToken(undefined, SECRET, NOW)).toBeNull();
    expect(verifyToken('', SECRET, NOW)).toBeNull();
    expect(verifyToken('garbage', SECRET, NOW)).toBeNull();
    expect(verifyToken(`${forgedPayload}.${signature}`, SECRET, NOW)).toBeNull();
    expect(verifyToken(`${payload}.${signature}.extra`, SECRET, NOW)).toBeNull();
    expect(verifyToken(token, 'another-secret-that-is-long-enough-01', NOW)).toBeNull();
  });

  it('rejects a signed payload without an expiry', () => {
    const payload = Buffer.from(JSON.stringify({ sub: 7 })).toString('base64url');
    const withoutExpiry = `${payload}.${signToken(7, SECRET, NOW).split('.')[1]}`;
    expect(verifyToken(withoutExpiry, SECRET, NOW)).toBeNull();
  });

  it('is readable by clients through the contract helpers', () => {
    const token = signToken(7, SECRET, NOW);
    expect(decodeTokenPayload(token)).toEqual({ sub: 7, exp: NOW + TOKEN_LIFETIME_SECONDS });
    expect(isTokenFresh(token, NOW * 1000)).toBe(true);
    expect(isTokenFresh(token, (NOW + TOKEN_LIFETIME_SECONDS) * 1000)).toBe(false);
    expect(isTokenFresh(null)).toBe(false);
    expect(decodeTokenPayload('%%%.x')).toBeNull();
  });
});
