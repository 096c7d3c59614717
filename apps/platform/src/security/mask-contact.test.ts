import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask-contact';

describe('maskPhone', () => {
  it.each([
    ['+7 (900) 123-45-67', '+7900***4567'],
    ['447700900123', '+4477***0123'],
    ['3751234567', '+375***4567'],
    ['1234567', '+***4567'],
    ['123456', '+******'],
  ])('%s → %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});

describe('maskEmail', () => {
  it.each([
    ['alice@example.com', 'a***@example.com'],
    ['x@y.org', 'x***@y.org'],
    ['@nobody', '***'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
