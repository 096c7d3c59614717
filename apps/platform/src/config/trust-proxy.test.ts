import { describe, expect, it } from 'vitest';
import { trustFunction } from './trust-proxy';

describe('trustFunction', () => {
  it('trusts nobody when off and everybody when on', () => {
    expect(trustFunction(false)('127.0.0.1', 0)).toBe(false);
    expect(trustFunction(true)('203.0.113.9', 0)).toBe(true);
  });

  it('trusts the addresses, ranges and named ranges listed, and no other', () => {
    const trusts = trustFunction(['10.0.0.0/8', 'loopback']);
    expect(['10.1.2.3', '127.0.0.1', '::1'].map((address) => trusts(address, 0))).toEqual([true, true, true]);
    expect(['11.0.0.1', '192.168.0.1', '2001:db8::1'].map((address) => trusts(address, 0))).toEqual([
      false,
      false,
      false,
    ]);
  });
});
