import { describe, expect, it } from 'vitest';
import { amountDefaults } from './amount-defaults';

describe('initial amount and amount step by currency', () => {
  it.each([
    ['RUB', '150', '100'],
    ['USD', '5', '2.5'],
    ['EUR', '5', '2.5'],
    ['UAH', '50', '50'],
    ['KZT', '1000', '500'],
  ])('%s: initial %s, step %s (the spec table)', (iso, initialAmount, amountStep) => {
    expect(amountDefaults(iso)).toEqual({ initialAmount, amountStep });
  });

  it('falls back to RUB for an unknown currency and ignores letter case', () => {
    expect(amountDefaults('XYZ')).toEqual({ initialAmount: '150', amountStep: '100' });
    expect(amountDefaults('usd')).toEqual({ initialAmount: '5', amountStep: '2.5' });
  });

  it('a manual amount step for the currency wins when manual steps are on', () => {
    const settings = { isManualAmountStep: true, amountStepByCurrencyIso: { USD: '7.5' } };
    expect(amountDefaults('USD', settings)).toEqual({ initialAmount: '5', amountStep: '7.5' });
    expect(amountDefaults('USD', { ...settings, isManualAmountStep: false }).amountStep).toBe('2.5');
    expect(amountDefaults('EUR', settings).amountStep).toBe('2.5');
  });
});
