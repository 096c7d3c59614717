import { describe, expect, it } from 'vitest';
import { needsWholeTexts, queryModalRequest } from './modal-request';

describe('the modal a query opens', () => {
  it('draws forgot-password, the coupon settings and the transfer of an account, and nothing without a query', () => {
    expect(queryModalRequest('forgot-password')).toEqual({ name: 'forgot-password' });
    expect(queryModalRequest('coupon-settings')).toEqual({ name: 'coupon-settings' });
    expect(queryModalRequest('transfer-user')).toEqual({ name: 'transfer-user' });
    expect(queryModalRequest(undefined)).toBeNull();
  });

  it('holds the modals whose texts the page did not carry until the whole dictionaries are in', () => {
    expect(needsWholeTexts({ name: 'transfer-user' })).toBe(true);
    expect(needsWholeTexts({ name: 'coupon-settings' })).toBe(true);
    expect(needsWholeTexts({ name: 'forgot-password' })).toBe(false);
    expect(needsWholeTexts(null)).toBe(false);
  });
});
