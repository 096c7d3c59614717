import { describe, expect, it } from 'vitest';
import { isTransferModalSuppressed, parseQueryFlags, withoutQueryParams } from './query-flags';

const flags = (query: string) => parseQueryFlags(new URLSearchParams(query));

describe('parseQueryFlags', () => {
  it('reads nothing from an empty query', () => {
    expect(flags('')).toEqual({
      appSkip: null,
      platformType: null,
      showForgotPasswordModal: false,
      paymentConsultant: false,
      returnUrl: null,
      modal: null,
      token: null,
      isFromIdentification: false,
    });
  });

  it('reads appskip as a number only', () => {
    expect(flags('appskip=3').appSkip).toBe(3);
    expect(flags('appskip=x').appSkip).toBeNull();
  });

  it('reads the payment consultant only for the value 1', () => {
    expect(flags('payment-consultant=1').paymentConsultant).toBe(true);
    expect(flags('payment-consultant=0').paymentConsultant).toBe(false);
  });

  it('keeps a same-site return-url only', () => {
    expect(flags('return-url=%2Fen%2Foffice%2Faccount').returnUrl).toBe('/en/office/account');
    expect(flags('return-url=https%3A%2F%2Fevil.example').returnUrl).toBeNull();
    expect(flags('return-url=%2F%2Fevil.example').returnUrl).toBeNull();
  });

  it('reads the modal, the forgot-password flag, the token and platform_type', () => {
    expect(flags('modal=transfer-user').modal).toBe('transfer-user');
    expect(flags('modal=coupon-settings').modal).toBe('coupon-settings');
    expect(flags('modal=other').modal).toBeNull();
    expect(flags('showForgotPasswordModal=true').showForgotPasswordModal).toBe(true);
    expect(flags('showForgotPasswordModal=0').showForgotPasswordModal).toBe(false);
    expect(flags('token=abc').token).toBe('abc');
    expect(flags('platform_type=android').platformType).toBe('android');
  });

  it('clears named parameters', () => {
    expect(withoutQueryParams(new URLSearchParams('return-url=%2Fx&a=1'), ['return-url']).toString()).toBe('a=1');
  });

  it('suppresses the transfer modal on registration or with a token', () => {
    expect(isTransferModalSuppressed('registration', flags(''))).toBe(true);
    expect(isTransferModalSuppressed('home', flags('token=t'))).toBe(true);
    expect(isTransferModalSuppressed('home', flags(''))).toBe(false);
  });
});
