import type { PaymentMethod } from '@betfront/contract/payments';
import { describe, expect, it } from 'vitest';
import { amountProblem, centsText, feeCentsOf, normalisedAmount } from './amount-check';
import { resultPathOf } from './result-page';

const MOBILE: PaymentMethod = {
  code: 'mobile',
  kind: 'mobile',
  currencyIso: 'RUB',
  minAmount: '100.00',
  maxAmount: '15000.00',
  feePercent: '3.00',
  feeFixed: '10.00',
  processingMinutes: 30,
};

describe('the amount a player types', () => {
  it('is read with spaces and a decimal comma', () => {
    expect(normalisedAmount('1 500,50')).toBe('1500.50');
    expect(normalisedAmount('12a')).toBeNull();
  });

  it('is refused as the platform refuses it', () => {
    expect(amountProblem('abc', MOBILE)).toBe('amount_invalid');
    expect(amountProblem('-5', MOBILE)).toBe('amount_invalid');
    expect(amountProblem('0', MOBILE)).toBe('amount_not_positive');
    expect(amountProblem('150.555', MOBILE)).toBe('amount_precision');
    expect(amountProblem('150.500', MOBILE)).toBeNull();
    expect(amountProblem('99.99', MOBILE)).toBe('amount_below_minimum');
    expect(amountProblem('15000.01', MOBILE)).toBe('amount_above_maximum');
    expect(amountProblem('15000', MOBILE)).toBeNull();
  });

  it('shows the fee the platform will take: the share rounded up to the cent, plus the fixed part', () => {
    expect(centsText(feeCentsOf('1000', MOBILE))).toBe('40.00');
    expect(centsText(feeCentsOf('100.01', MOBILE))).toBe('13.01');
  });
});

describe('the return page of a payment', () => {
  it('follows its real state, not the address the provider sent the player to', () => {
    expect(resultPathOf({ direction: 'deposit', status: 'completed' })).toBe('onpay/success');
    expect(resultPathOf({ direction: 'deposit', status: 'created' })).toBe('onpay/pending');
    expect(resultPathOf({ direction: 'deposit', status: 'declined' })).toBe('onpay/fail');
    expect(resultPathOf({ direction: 'deposit', status: 'cancelled' })).toBe('onpay/cancel');
    expect(resultPathOf({ direction: 'withdrawal', status: 'approved' })).toBe('onpay/withdraw/pending');
    expect(resultPathOf({ direction: 'withdrawal', status: 'rejected' })).toBe('onpay/withdraw/fail');
    expect(resultPathOf({ direction: 'withdrawal', status: 'completed' })).toBe('onpay/withdraw/success');
  });
});
