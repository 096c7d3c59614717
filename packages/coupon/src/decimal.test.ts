import { describe, expect, it } from 'vitest';
import { dec, divideDown, formatMoney, moneyDown, moneyHalfUp, parseDecimal } from './decimal';

describe('exact decimals', () => {
  it('0.1 + 0.2 is exactly 0.3', () => {
    expect(dec('0.1').plus(dec('0.2')).toFixed()).toBe('0.3');
  });

  it('reads plain decimals from strings and numbers and nothing else', () => {
    expect(parseDecimal('1.85')?.toFixed()).toBe('1.85');
    expect(parseDecimal(2.5)?.toFixed()).toBe('2.5');
    expect(parseDecimal(' 3 ')?.toFixed()).toBe('3');
    for (const bad of ['', '1e3', '1,5', 'abc', NaN, Infinity, null, undefined, {}]) {
      expect(parseDecimal(bad)).toBeNull();
    }
  });

  it('keeps long products exact', () => {
    const product = Array.from({ length: 30 }, () => dec('1.37')).reduce((p, v) => p.times(v));
    expect(product.toFixed()).toBe((137n ** 30n).toString().replace(/^(\d+)(\d{60})$/, '$1.$2'));
  });

  it('cuts money down to the cent, and rounds half up where the spec says rounded', () => {
    expect(formatMoney(moneyDown(dec('10.129')))).toBe('10.12');
    expect(formatMoney(moneyHalfUp(dec('10.125')))).toBe('10.13');
    expect(formatMoney(moneyHalfUp(dec('10.124')))).toBe('10.12');
  });

  it('cuts quotients so a later cut to cents is the exact one', () => {
    expect(formatMoney(moneyDown(divideDown(dec(200), 3)))).toBe('66.66');
    expect(formatMoney(moneyDown(divideDown(dec('0.03'), 3n)))).toBe('0.01');
  });
});
