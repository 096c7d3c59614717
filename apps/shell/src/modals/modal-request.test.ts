import { describe, expect, it } from 'vitest';
import { queryModalRequest } from './modal-request';

describe('the modal a query opens', () => {
  it('draws forgot-password and the coupon settings, and nothing for the rest', () => {
    expect(queryModalRequest('forgot-password')).toEqual({ name: 'forgot-password' });
    expect(queryModalRequest('coupon-settings')).toEqual({ name: 'coupon-settings' });
    expect(queryModalRequest('transfer-user')).toBeNull();
    expect(queryModalRequest(undefined)).toBeNull();
  });
});
